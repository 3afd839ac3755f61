import { Alert, Anchor, Stack, Text } from '@mantine/core';
import type { PricedLine, QuoteTotals } from '@sportello/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useWizardHref } from '../../state/use-wizard-href.ts';
import type { StepProps } from '../step-props.ts';
import { CostSummary } from './cost-summary.tsx';
import { SubmitActions } from './submit-actions.tsx';
import { SummaryErrors } from './summary-errors.tsx';
import { SummaryOptions } from './summary-options.tsx';
import { SummarySections } from './summary-sections.tsx';

export interface SummaryProps extends StepProps {
  lines: readonly PricedLine[];
  totals: QuoteTotals;
  defaultTitle: string;
}

/** Summary ('Riepilogo e preventivo'): the items by section, what is left to fix, the options, costs and actions. */
export function SummaryStep(props: SummaryProps) {
  const { t } = useTranslation();
  const href = useWizardHref();
  const { wizard, lines, totals, productName, includesBackup } = props;
  const noProducts = lines.length === 0;
  return (
    <Stack gap="lg">
      {noProducts ? (
        <Alert color="yellow" variant="light" title={t('messages:wizard.no_products')} data-testid="no-products">
          <Stack gap={4}>
            <Text size="sm">{t('wizard:summary.noProductsText')}</Text>
            <Text size="sm">
              {t('wizard:summary.noProductsPrompt')}{' '}
              <Anchor component={Link} to={href('tickets')} inherit>
                {t('wizard:summary.openTicket')}
              </Anchor>
            </Text>
          </Stack>
        </Alert>
      ) : (
        <SummarySections
          wizard={wizard}
          lines={lines}
          totals={totals}
          productName={productName}
          includesBackup={includesBackup}
        />
      )}
      <SummaryErrors wizard={wizard} noProducts={noProducts} />
      <SummaryOptions {...props} currency={totals.currency} />
      {!noProducts && <CostSummary totals={totals} updating={wizard.quoting} />}
      <SubmitActions wizard={wizard} hasProducts={!noProducts} />
    </Stack>
  );
}
