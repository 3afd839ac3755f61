import { Card, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PaymentLine } from '../../../modules/ledger/index.ts';
import { ListSection } from '../../../shared/list-page/list-section.tsx';
import type { AsyncState } from '../../../shared/query/async-state.ts';
import type { usePendingPayments } from '../api/invoices-api.ts';

/** The payments still due, each with Pay for the billing grant. */
export function PendingPaymentsSection({
  pending,
  state,
  canPay,
}: {
  pending: ReturnType<typeof usePendingPayments>;
  state: AsyncState;
  canPay: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="lg">
      <ListSection
        title={t('invoices:pending.title')}
        state={state}
        count={pending.items.length}
        pagination={pending.pagination}
        csvHref={pending.csvHref}
        emptyText={t('invoices:pending.empty')}
        errorText={t('invoices:error')}
        data-testid="pending-payments"
      >
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {pending.items.map((p) => (
            <PaymentLine key={p.id} payment={p} canPay={canPay} />
          ))}
        </Stack>
      </ListSection>
    </Card>
  );
}
