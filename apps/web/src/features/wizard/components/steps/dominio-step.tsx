import { Alert, Anchor, Stack, TextInput } from '@mantine/core';
import { isDomain, normalizeDomain, registrableExtension, type DomainAction } from '@sportello/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChoiceField, FlagField } from '../fields.tsx';
import { useWizardHref } from '../../state/use-wizard-href.ts';
import type { StepProps } from '../step-props.ts';

const NONE = 'none';

/** Dominio ('Nome a dominio'): the domain, what to do with it, premium registration (spec 3 §2, §5). */
export function DominioStep({ wizard, questions, tlds }: StepProps & { tlds: readonly string[] }) {
  const { t } = useTranslation();
  const href = useWizardHref();
  const { state, errors, change } = wizard;
  const domain = state.nomeDominio ? normalizeDomain(state.nomeDominio) : '';
  // Outside the dominio path an extension nobody registers is only a notice: the quote goes on (§5).
  const unregistrable = domain !== '' && isDomain(domain) && registrableExtension(domain, tlds) === null;
  const registering = state.path === 'dominio' || (questions.registration && state.domainAction === 'registrazione');
  return (
    <Stack gap="lg">
      <TextInput
        label={t('wizard:dominio.domain')}
        placeholder={t('wizard:dominio.placeholder')}
        value={state.nomeDominio ?? ''}
        onChange={(event) => change({ nomeDominio: event.currentTarget.value })}
        error={errors.nomeDominio}
        withAsterisk={state.path === 'dominio'}
        maxLength={253}
        autoComplete="off"
        spellCheck={false}
        data-testid="field-domain"
      />
      {unregistrable && state.path !== 'dominio' && (
        <Alert variant="light" color="blue" data-testid="domain-not-registrable">
          {t('messages:wizard.extension_not_registrable')} {t('wizard:dominio.mayProceed')}{' '}
          <Anchor component={Link} to={href('tickets')} inherit>
            {t('wizard:dominio.openTicket')}
          </Anchor>
        </Alert>
      )}
      {questions.registration && (
        <ChoiceField
          label={t('wizard:dominio.action')}
          options={[
            { value: NONE, label: t('wizard:dominio.actions.none') },
            { value: 'registrazione', label: t('wizard:dominio.actions.registrazione') },
            { value: 'dns', label: t('wizard:dominio.actions.dns') },
          ]}
          value={state.domainAction ?? NONE}
          onChange={(value) => change({ domainAction: value === NONE ? null : (value as DomainAction) })}
          error={errors.domainAction}
          required
          testId="field-domain-action"
        />
      )}
      {registering && (
        <FlagField
          label={t('wizard:dominio.premium')}
          description={t('wizard:dominio.premiumHelp')}
          checked={state.registrazionePremium}
          onChange={(registrazionePremium) => change({ registrazionePremium })}
          testId="field-premium-registration"
        />
      )}
    </Stack>
  );
}
