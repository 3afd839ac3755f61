import { Alert, Button, SimpleGrid, Stack, Switch } from '@mantine/core';
import { useController, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  domainRegistrantSchemaFor,
  ITALY,
  REGISTRANT_LIMITS,
  TIPOLOGIE,
  VAT_REQUIRED_DOMAIN_CODES,
  type DomainRegistrantInput,
  type OrderProduct,
} from '@sportello/domain';
import { FormActions } from '../../../shared/form/form-actions.tsx';
import { SelectField } from '../../../shared/form/select-field.tsx';
import { TextField } from '../../../shared/form/text-field.tsx';
import { useZodForm } from '../../../shared/form/zod-form.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useCountryOptions } from '../../../modules/company/index.ts';
import { useSendRegistrant } from '../api/transfers-api.ts';
import { ChoiceField } from './choice-field.tsx';
import { useConfirmedSend } from './confirmed-send.tsx';

/** Nothing chosen yet: the new/transfer choice stays unanswered until the user picks. */
const EMPTY: Omit<DomainRegistrantInput, 'id' | 'new_registration'> = {
  authcode: '',
  anytime: null,
  usa_dati_fatturazione: false,
  tipologia: null,
  nome: '',
  cognome: '',
  ragione_sociale: '',
  stato: '',
  cap: '',
  indirizzo: '',
  citta: '',
  provincia: '',
  partita_iva: '',
  codice_fiscale: '',
};

/**
 * Spec 2 §7 domain registrant: new registration or transfer (AuthCode and timing), the company's
 * billing data or the holder's own (private person or company, codice fiscale in Italy, VAT number
 * in Italy or for a REGIT domain). The same schema as the server's, with the product's code.
 */
export function RegistrantForm({
  product,
  onDone,
  onCancel,
}: {
  product: OrderProduct;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const countries = useCountryOptions(language);
  const form = useZodForm(domainRegistrantSchemaFor({ codice: product.codice }), { ...EMPTY, id: product.id });
  // The field components bind to the values as typed; the schema's output (kept fields only) is the server's business.
  const control = form.control as unknown as Control<DomainRegistrantInput>;
  const [newRegistration, billing, tipologia, stato] = useWatch({
    control,
    name: ['new_registration', 'usa_dati_fatturazione', 'tipologia', 'stato'],
  });
  const useBilling = useController({ control, name: 'usa_dati_fatturazione' });
  const send = useSendRegistrant();
  const submit = useConfirmedSend(form, (values) => send.mutateAsync(values), onDone);

  const company = tipologia === 'Company';
  const vatRequired = company && (stato === ITALY || VAT_REQUIRED_DOMAIN_CODES.includes(product.codice));
  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="registrant-form">
      <Stack gap="md">
        <ChoiceField
          control={control}
          name="new_registration"
          label={t('transfers:registrant.kind')}
          options={[
            { value: true, label: t('transfers:registrant.new') },
            { value: false, label: t('transfers:registrant.transfer') },
          ]}
          testId="registrant-kind"
        />
        {newRegistration === false && (
          <>
            <TextField
              control={control}
              name="authcode"
              label={t('transfers:registrant.authcode')}
              description={t('transfers:registrant.authcodeHelp')}
              withAsterisk
              maxLength={REGISTRANT_LIMITS.authcode}
              autoComplete="off"
              data-testid="registrant-authcode"
            />
            <ChoiceField
              control={control}
              name="anytime"
              label={t('transfers:registrant.anytime')}
              options={[
                { value: true, label: t('transfers:registrant.now') },
                { value: false, label: t('transfers:registrant.atExpiry') },
              ]}
              testId="registrant-anytime"
            />
          </>
        )}
        <Switch
          label={t('transfers:registrant.useBilling')}
          description={t('transfers:registrant.useBillingHelp')}
          checked={useBilling.field.value ?? false}
          onChange={(event) => useBilling.field.onChange(event.currentTarget.checked)}
          data-testid="registrant-use-billing"
        />
        {!billing && (
          <>
            <ChoiceField
              control={control}
              name="tipologia"
              label={t('company:fields.tipologia')}
              options={TIPOLOGIE.map((value) => ({ value, label: t(`company:tipologie.${value}`) }))}
              inline
              testId="registrant-tipologia"
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextField
                control={control}
                name="nome"
                label={t('transfers:registrant.nome')}
                withAsterisk
                maxLength={REGISTRANT_LIMITS.nome}
                autoComplete="given-name"
                data-testid="registrant-nome"
              />
              <TextField
                control={control}
                name="cognome"
                label={t('transfers:registrant.cognome')}
                withAsterisk
                maxLength={REGISTRANT_LIMITS.cognome}
                autoComplete="family-name"
                data-testid="registrant-cognome"
              />
            </SimpleGrid>
            {company && (
              <TextField
                control={control}
                name="ragione_sociale"
                label={t('transfers:registrant.ragione_sociale')}
                withAsterisk
                maxLength={REGISTRANT_LIMITS.ragione_sociale}
                autoComplete="organization"
                data-testid="registrant-ragione-sociale"
              />
            )}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <SelectField
                control={control}
                name="stato"
                label={t('company:fields.stato')}
                data={countries.data ?? []}
                searchable
                withAsterisk
                allowDeselect={false}
                data-testid="registrant-stato"
              />
              <TextField
                control={control}
                name="cap"
                label={t('company:fields.cap')}
                withAsterisk
                maxLength={REGISTRANT_LIMITS.cap}
                autoComplete="postal-code"
                data-testid="registrant-cap"
              />
            </SimpleGrid>
            <TextField
              control={control}
              name="indirizzo"
              label={t('company:fields.indirizzo')}
              withAsterisk
              maxLength={REGISTRANT_LIMITS.indirizzo}
              autoComplete="street-address"
              data-testid="registrant-indirizzo"
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextField
                control={control}
                name="citta"
                label={t('company:fields.citta')}
                withAsterisk
                maxLength={REGISTRANT_LIMITS.citta}
                autoComplete="address-level2"
                data-testid="registrant-citta"
              />
              <TextField
                control={control}
                name="provincia"
                label={t('company:fields.provincia')}
                withAsterisk
                maxLength={REGISTRANT_LIMITS.provincia}
                autoComplete="address-level1"
                data-testid="registrant-provincia"
              />
            </SimpleGrid>
            {company ? (
              <TextField
                control={control}
                name="partita_iva"
                label={t('company:fields.partita_iva')}
                withAsterisk={vatRequired}
                maxLength={REGISTRANT_LIMITS.partita_iva}
                data-testid="registrant-partita-iva"
              />
            ) : (
              <TextField
                control={control}
                name="codice_fiscale"
                label={t('company:fields.codice_fiscale')}
                withAsterisk={stato === ITALY}
                maxLength={REGISTRANT_LIMITS.codice_fiscale}
                data-testid="registrant-codice-fiscale"
              />
            )}
            {company && VAT_REQUIRED_DOMAIN_CODES.includes(product.codice) && (
              <Alert color="blue" variant="light" data-testid="registrant-regit">
                {t('transfers:registrant.regitVat')}
              </Alert>
            )}
          </>
        )}
        <FormActions>
          <Button variant="default" onClick={onCancel}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={send.isPending} data-testid="registrant-submit">
            {t('transfers:send')}
          </Button>
        </FormActions>
      </Stack>
    </form>
  );
}
