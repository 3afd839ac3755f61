import { Alert, Anchor, List } from '@mantine/core';
import type { WizardStep } from '@sportello/domain';
import { useTranslation } from 'react-i18next';
import type { Wizard } from '../../state/use-wizard.ts';
import { stepOfField } from '../../state/step-fields.ts';

/** What still stops the offer, each with a link to the step where it is fixed. */
export function SummaryErrors({ wizard, noProducts }: { wizard: Wizard; noProducts: boolean }) {
  const { t } = useTranslation();
  // With no product at all the summary says so in its own words ('Nessun prodotto trovato').
  const entries = Object.entries(wizard.allErrors).filter(([field]) => !noProducts || field !== 'prodotti');
  if (entries.length === 0) return null;
  return (
    <Alert color="red" variant="light" title={t('wizard:summary.fix')} data-testid="summary-errors">
      <List size="sm" spacing={4}>
        {entries.map(([field, message]) => {
          const step: WizardStep = stepOfField(field, wizard.state.path);
          return (
            <List.Item key={field}>
              {message}{' '}
              {step !== 'Summary' && wizard.steps.includes(step) && (
                <Anchor component="button" type="button" size="sm" onClick={() => wizard.goTo(step)}>
                  {t('wizard:summary.goToStep', { step: t(`wizard:steps.${step}`) })}
                </Anchor>
              )}
            </List.Item>
          );
        })}
      </List>
    </Alert>
  );
}
