import { Group, SegmentedControl, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, policies, type Company, type Currency } from '@sportello/domain';
import { useUpdateCurrency } from '../api/company-page-api.ts';

/** The company's currency (POST /api/currency/update); not shown at all when the currency is locked (spec 2 Company page). */
export function CurrencyToggle({ company }: { company: Company }) {
  const { t } = useTranslation();
  const update = useUpdateCurrency(company.id);
  if (!policies.changeBillingField(company, 'currency').allowed) return null;
  return (
    <Group gap="sm" data-testid="currency-toggle">
      <Text id="currency-label" fw={600}>
        {t('company:fields.currency')}
      </Text>
      <SegmentedControl
        aria-labelledby="currency-label"
        data={[...CURRENCIES]}
        value={update.isPending && update.variables ? update.variables : company.currency}
        onChange={(value) => update.mutate(value as Currency)}
        disabled={update.isPending}
      />
    </Group>
  );
}
