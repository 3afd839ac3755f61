import { NativeSelect, Stack } from '@mantine/core';
import { licenceQuantity, SQL_LICENCE_CODES } from '@sportello/domain';
import { useTranslation } from 'react-i18next';
import { FlagField, QuantityField } from '../fields.tsx';
import { productLabel, type StepProps } from '../step-props.ts';

/** The cloud server's add-ons: cPanel's (Imunify, LiteSpeed), Windows' (SQL licence, terminal server), IPs and RAM. */
export function CloudAddons({ wizard, questions, productName }: StepProps) {
  const { t } = useTranslation();
  const { state, errors, change } = wizard;
  return (
    <Stack gap="md">
      {questions.cpanelAddons && (
        <>
          <FlagField
            label={t('wizard:stack.imunify')}
            checked={state.addonImunify}
            onChange={(addonImunify) => change({ addonImunify })}
            error={errors.addonImunify}
            testId="field-imunify"
          />
          <FlagField
            label={t('wizard:stack.liteSpeed')}
            checked={state.addonLiteSpeed}
            onChange={(addonLiteSpeed) => change({ addonLiteSpeed })}
            error={errors.addonLiteSpeed}
            testId="field-litespeed"
          />
        </>
      )}
      {questions.windowsAddons && (
        <>
          <NativeSelect
            label={t('wizard:stack.sql')}
            description={t('wizard:stack.sqlQuantity', { qt: licenceQuantity(state.cpuCloudQt) })}
            data={[
              { value: '', label: t('wizard:stack.noSql') },
              ...SQL_LICENCE_CODES.map((code) => ({ value: code, label: productLabel(productName(code), code) })),
            ]}
            value={state.codiceLicenzaSql ?? ''}
            onChange={(event) => change({ codiceLicenzaSql: event.currentTarget.value || null })}
            error={errors.codiceLicenzaSql}
            data-testid="field-sql"
          />
          <TerminalServer {...{ wizard }} />
        </>
      )}
      {questions.cloudAddons && (
        <>
          <FlagField
            label={t('wizard:stack.eightIps')}
            checked={state.addOn8Ip}
            onChange={(addOn8Ip) => change({ addOn8Ip })}
            testId="field-8ip"
          />
          <FlagField
            label={t('wizard:stack.extraRam')}
            checked={state.addOn32Ram}
            onChange={(addOn32Ram) => change({ addOn32Ram })}
            testId="field-32ram"
          />
        </>
      )}
    </Stack>
  );
}

/** Terminal server licences, by number of users (spec 3 §5: the quantity is free). */
export function TerminalServer({ wizard }: Pick<StepProps, 'wizard'>) {
  const { t } = useTranslation();
  const { state, errors, change } = wizard;
  return (
    <>
      <FlagField
        label={t('wizard:addon.terminalServer')}
        checked={state.addonTerminalServer}
        onChange={(addonTerminalServer) => change({ addonTerminalServer })}
        error={errors.addonTerminalServer}
        testId="field-terminal-server"
      />
      {state.addonTerminalServer && (
        <QuantityField
          label={t('wizard:addon.terminalServerQt')}
          value={state.terminalServerQt}
          onChange={(terminalServerQt) => change({ terminalServerQt })}
          error={errors.terminalServerQt}
          testId="field-terminal-server-qt"
        />
      )}
    </>
  );
}
