import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { ROUTE_NAMES, routeHref, type RouteName } from '@sportello/domain';

const isRouteName = (value: string): value is RouteName => (ROUTE_NAMES as readonly string[]).includes(value);
import { useAppConfig } from '../../../shared/config/app-config.ts';
import { PageLayout } from '../../../shared/page/page-layout.tsx';

/**
 * /axerve_paypal_error (spec 3 'Payment error page'): with the transaction's type (a route name)
 * and content id, back to that route with res=1; otherwise 'Errore durante il pagamento' and the
 * finance address.
 */
export function PaymentErrorPage() {
  const { t } = useTranslation();
  const { brand } = useAppConfig();
  const [params] = useSearchParams();
  const type = params.get('type');
  const id = params.get('id');
  if (type && id && isRouteName(type)) {
    try {
      return <Navigate to={routeHref(type, { id }, { res: 1 })} replace />;
    } catch {
      // a route without an id: the message below
    }
  }
  return (
    <PageLayout width="form" title={t('invoices:error_page.title')} testId="payment-error-page">
      <Alert color="red" title={t('invoices:error_page.title')}>
        <Text>{t('invoices:error_page.text', { email: brand.finance_email ?? '' })}</Text>
      </Alert>
    </PageLayout>
  );
}
