import { Paper, Stack, Text, Title } from '@mantine/core';
import { type CatalogItem, type WizardStep, wizardQuestions } from '@sportello/domain';
import { type ComponentType, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useWizard, type WizardSetup } from '../state/use-wizard.ts';
import type { StepProps } from './step-props.ts';
import { AddonStep } from './steps/addon-step.tsx';
import { ClientiStep } from './steps/clienti-step.tsx';
import { ConfigurazioneStep } from './steps/configurazione-step.tsx';
import { DominioStep } from './steps/dominio-step.tsx';
import { InfrastrutturaStep } from './steps/infrastruttura-step.tsx';
import { LocationStep } from './steps/location-step.tsx';
import { MailStep } from './steps/mail-step.tsx';
import { ScopoStep } from './steps/scopo-step.tsx';
import { StackStep } from './steps/stack-step.tsx';
import { SummaryStep } from './summary/summary-step.tsx';
import { ThankYouStep } from './thank-you-step.tsx';
import { WizardNav } from './wizard-nav.tsx';

const STEPS: Partial<Record<WizardStep, ComponentType<StepProps>>> = {
  Clienti: ClientiStep,
  Scopo: ScopoStep,
  ProdottiInfrastruttura: InfrastrutturaStep,
  Stack: StackStep,
  Mail: MailStep,
  Configurazione: ConfigurazioneStep,
  Location: LocationStep,
  Addon: AddonStep,
};

/** The wizard: where the user is, the step's questions, and the moves; focus follows the step. */
export function WizardView({
  setup,
  trialDays,
  names,
}: {
  setup: WizardSetup;
  trialDays: number;
  names: CatalogItem[];
}) {
  const { t } = useTranslation();
  const wizard = useWizard(setup);
  const { state, step, steps } = wizard;
  const questions = wizardQuestions(state, setup);
  const nameOf = useMemo(() => new Map(names.map((item) => [item.codice, item.nome])), [names]);
  const withBackup = useMemo(
    () => new Set(names.filter((item) => item.features?.backup === true).map((item) => item.codice)),
    [names],
  );
  const tlds = useMemo(() => names.flatMap((item) => (item.tld === null ? [] : [item.tld])), [names]);
  const props: StepProps = {
    wizard,
    questions,
    reseller: setup.reseller,
    trialDays,
    productName: (code) => nameOf.get(code) ?? code,
    includesBackup: (code) => withBackup.has(code),
  };

  const body = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current !== step) heading.current?.focus();
    shownStep.current = step;
  }, [step]);
  // Avanti refused: the first field that says why takes the focus.
  const onMoved = () =>
    window.setTimeout(() => {
      if (shownStep.current === step) body.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }, 0);

  const Step = STEPS[step];
  const visible: WizardStep[] = steps.filter((s) => s !== 'ThankYou');
  const position = visible.indexOf(step);
  const quote = wizard.quote;
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
      <Stack gap="lg" ref={body}>
        <Stack gap={2}>
          {position >= 0 && (
            <Text size="sm" c="dimmed" data-testid="wizard-progress">
              {t('wizard:progress', { n: position + 1, total: visible.length })}
            </Text>
          )}
          <Title order={2} size="h3" ref={heading} tabIndex={-1} data-testid="wizard-step-title">
            {t(`wizard:steps.${step}`)}
          </Title>
        </Stack>
        {Step && <Step {...props} />}
        {step === 'Dominio' && <DominioStep {...props} tlds={tlds} />}
        {step === 'Summary' && quote && (
          <SummaryStep {...props} lines={quote.lines} totals={quote.totals} defaultTitle={quote.payload.title} />
        )}
        {step === 'ThankYou' ? <ThankYouStep wizard={wizard} /> : <WizardNav wizard={wizard} onMoved={onMoved} />}
      </Stack>
    </Paper>
  );
}
