import { useTranslation } from 'react-i18next';
import { routeHref } from '@sportello/domain';
import { PaymentLine, usePaymentsDue } from '../../../modules/ledger/index.ts';
import { ListEmpty, ListError, ListLoading } from '../../../shared/list-page/list-states.tsx';
import { useDeferredData } from '../../../shared/query/deferred-data.ts';
import { DashboardSection, SectionLines } from './dashboard-section.tsx';

/**
 * Spec 2 §2, §9: overdue or upcoming payments (GET /rest/payments?expiring=30), for the billing
 * grant only, each with its 'Insoluto' label and Pay; the empty state when nothing is due.
 */
export function PaymentsDue() {
  const { t } = useTranslation();
  const query = useDeferredData(usePaymentsDue());
  const items = query.data?.items ?? [];
  return (
    <DashboardSection
      title={t('dashboard:payments.title')}
      link={{ href: routeHref('invoices'), label: t('dashboard:payments.all') }}
      testId="dashboard-payments"
    >
      {query.isPending ? (
        <ListLoading rows={2} />
      ) : query.isError ? (
        <ListError text={t('dashboard:sectionError')} />
      ) : items.length === 0 ? (
        <ListEmpty text={t('dashboard:payments.empty')} />
      ) : (
        <SectionLines>
          {items.map((p) => (
            <PaymentLine key={p.id} payment={p} canPay />
          ))}
        </SectionLines>
      )}
    </DashboardSection>
  );
}
