import { Stack, TextInput } from '@mantine/core';
import { infrastructureCodes } from '@sportello/domain';
import { useTranslation } from 'react-i18next';
import { ChoiceField, FlagField, QuantityField } from '../fields.tsx';
import { productLabel, type StepProps } from '../step-props.ts';

/** ProdottiInfrastruttura: the path's product, the storage quantity, the server name and its firewall. */
export function InfrastrutturaStep({ wizard, questions, productName }: StepProps) {
  const { t } = useTranslation();
  const { state, errors, change } = wizard;
  const products = state.path === 'cloud' ? [] : infrastructureCodes(state.path, state.os);
  return (
    <Stack gap="lg">
      {questions.infrastructureProduct && products.length > 0 && (
        <ChoiceField
          label={t('wizard:infrastruttura.product')}
          options={products.map((code) => ({ value: code, label: productLabel(productName(code), code) }))}
          value={state.sceltaProdottoInfrastruttura}
          onChange={(code) => change({ sceltaProdottoInfrastruttura: code })}
          error={errors.sceltaProdottoInfrastruttura}
          required
          testId="field-product"
        />
      )}
      {questions.storageQuantity && (
        <QuantityField
          label={t('wizard:infrastruttura.storageQt')}
          value={state.storageQt}
          onChange={(storageQt) => change({ storageQt })}
          error={errors.storageQt}
          testId="field-storage-qt"
        />
      )}
      {questions.serverName && (
        <TextInput
          label={t('wizard:infrastruttura.serverName')}
          description={t('wizard:infrastruttura.serverNameHelp')}
          value={state.nomeServer ?? ''}
          onChange={(event) => change({ nomeServer: event.currentTarget.value })}
          error={errors.nomeServer}
          withAsterisk
          maxLength={253}
          autoComplete="off"
          spellCheck={false}
          data-testid="field-server-name"
        />
      )}
      {questions.firewall && (
        <FlagField
          label={t(
            state.path === 'host' ? 'wizard:infrastruttura.hostFirewall' : 'wizard:infrastruttura.cloudFirewall',
          )}
          checked={state.addOnFirewall}
          onChange={(addOnFirewall) => change({ addOnFirewall })}
          error={errors.addOnFirewall}
          testId="field-firewall"
        />
      )}
    </Stack>
  );
}
