import { NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  COCKPIT_OSES,
  ESSENTIAL_OSES,
  OTHER_OS,
  STACK_NAMES,
  STACKS,
  type StackName,
  WEB_SERVERS,
  WIZARD_TEXT_LIMITS,
} from '@sportello/domain';
import { useTranslation } from 'react-i18next';
import { ChoiceField } from '../fields.tsx';
import { productLabel, type StepProps } from '../step-props.ts';
import { CloudAddons } from './cloud-addons.tsx';
import { CloudResources } from './cloud-resources.tsx';

/** The radio value of "no stack": a bare server. */
const NO_STACK = 'none';

/** Stack (cloud): the stack for the OS, its code, its OS or web server, the resources and the add-ons. */
export function StackStep(props: StepProps) {
  const { t } = useTranslation();
  const { wizard, productName } = props;
  const { state, errors, change } = wizard;
  const stacks = STACK_NAMES.filter((name) => (STACKS[name].os as readonly string[]).includes(state.os));
  const codes: readonly string[] = state.stack ? STACKS[state.stack].codes : [];
  return (
    <Stack gap="lg">
      <ChoiceField
        label={t('wizard:stack.stack')}
        options={[
          { value: NO_STACK, label: t('wizard:stack.none') },
          ...stacks.map((name) => ({ value: name, label: t(`wizard:stack.names.${name}`) })),
        ]}
        value={state.stack ?? NO_STACK}
        onChange={(value) => change({ stack: value === NO_STACK ? null : (value as StackName) })}
        error={errors.stack}
        required
        testId="field-stack"
      />
      {codes.length > 1 && (
        <ChoiceField
          label={t('wizard:stack.code')}
          options={codes.map((code) => ({ value: code, label: productLabel(productName(code), code) }))}
          value={state.codiceProdottoStack}
          onChange={(code) => change({ codiceProdottoStack: code })}
          error={errors.codiceProdottoStack}
          required
          testId="field-stack-code"
        />
      )}
      {state.stack === 'cockpit' && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NativeSelect
            label={t('wizard:stack.os')}
            data={[...COCKPIT_OSES]}
            value={state.cockpitOs ?? ''}
            onChange={(event) => change({ cockpitOs: event.currentTarget.value })}
            error={errors.cockpitOs}
            data-testid="field-cockpit-os"
          />
          <NativeSelect
            label={t('wizard:stack.webserver')}
            data={[...WEB_SERVERS]}
            value={state.cockpitWs ?? ''}
            onChange={(event) => change({ cockpitWs: event.currentTarget.value })}
            error={errors.cockpitWs}
            data-testid="field-cockpit-ws"
          />
        </SimpleGrid>
      )}
      {state.stack === 'essential' && state.os === 'linux' && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NativeSelect
            label={t('wizard:stack.os')}
            data={ESSENTIAL_OSES.map((os) => ({ value: os, label: os === OTHER_OS ? t('wizard:stack.otherOs') : os }))}
            value={state.essentialOs ?? ''}
            onChange={(event) => change({ essentialOs: event.currentTarget.value })}
            error={errors.essentialOs}
            data-testid="field-essential-os"
          />
          {state.essentialOs === OTHER_OS && (
            <TextInput
              label={t('wizard:stack.otherOsName')}
              value={state.essentialOtherOs ?? ''}
              onChange={(event) => change({ essentialOtherOs: event.currentTarget.value })}
              error={errors.essentialOtherOs}
              maxLength={WIZARD_TEXT_LIMITS.otherOs}
              withAsterisk
              data-testid="field-essential-other-os"
            />
          )}
        </SimpleGrid>
      )}
      <CloudResources {...props} />
      <CloudAddons {...props} />
    </Stack>
  );
}
