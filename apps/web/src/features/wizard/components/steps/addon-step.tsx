import { Stack } from '@mantine/core';
import { EXTRA_STORAGE_CODES, SSL_CODES } from '@sportello/domain';
import { useTranslation } from 'react-i18next';
import { ChoiceField, FlagField, QuantityField } from '../fields.tsx';
import { productLabel, type StepProps } from '../step-props.ts';
import { TerminalServer } from './cloud-addons.tsx';

const NONE = 'none';

/** Addon ('Servizi aggiuntivi'): premium support, SSL, extra storage, and on 'altro' terminal server and Atlas. */
export function AddonStep({ wizard, questions, productName }: StepProps) {
  const { t } = useTranslation();
  const { state, errors, change } = wizard;
  const option = (code: string) => ({ value: code, label: productLabel(productName(code), code) });
  const storageCodes: readonly string[] = state.path === 'host' ? EXTRA_STORAGE_CODES.host : EXTRA_STORAGE_CODES.cloud;
  return (
    <Stack gap="lg">
      {questions.premiumSupport && (
        <FlagField
          label={t('wizard:addon.sla')}
          description={t('wizard:addon.slaHelp')}
          checked={state.addonSla}
          onChange={(addonSla) => change({ addonSla })}
          error={errors.addonSla}
          testId="field-sla"
        />
      )}
      {questions.ssl && (
        <ChoiceField
          label={t('wizard:addon.ssl')}
          options={[{ value: NONE, label: t('wizard:addon.letsEncrypt') }, ...SSL_CODES.map(option)]}
          value={state.codiceSsl ?? NONE}
          onChange={(code) => change({ codiceSsl: code === NONE ? null : code })}
          error={errors.codiceSsl}
          required
          testId="field-ssl"
        />
      )}
      {questions.extraStorage && (
        <>
          <ChoiceField
            label={t('wizard:addon.storage')}
            options={[{ value: NONE, label: t('wizard:addon.noStorage') }, ...storageCodes.map(option)]}
            value={state.codiceAddonStorage ?? NONE}
            onChange={(code) => change({ codiceAddonStorage: code === NONE ? null : code })}
            error={errors.codiceAddonStorage}
            testId="field-extra-storage"
          />
          {state.codiceAddonStorage !== null && (
            <QuantityField
              label={t('wizard:addon.storageQt')}
              value={state.qtAddonStorage}
              onChange={(qtAddonStorage) => change({ qtAddonStorage })}
              error={errors.qtAddonStorage}
              testId="field-extra-storage-qt"
            />
          )}
        </>
      )}
      {questions.altroAddons && (
        <>
          <TerminalServer wizard={wizard} />
          <FlagField
            label={t('wizard:addon.atlas')}
            checked={state.addonAtlas}
            onChange={(addonAtlas) => change({ addonAtlas })}
            error={errors.addonAtlas}
            testId="field-atlas"
          />
        </>
      )}
    </Stack>
  );
}
