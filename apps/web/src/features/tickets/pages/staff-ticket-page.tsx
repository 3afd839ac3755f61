import { Alert, Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routeHref } from '@sportello/domain';
import { PageLayout } from '../../../shared/page/page-layout.tsx';
import { useRouteParams } from '../../../shared/routing/use-route-params.ts';
import { useUserInfo } from '../../../shared/session/session.ts';
import { TicketView } from '../components/ticket-view.tsx';

/** /staff/tickets/{id}: an operator reads a customer's ticket, answers with formatted text and files, and closes it. */
export function StaffTicketPage() {
  const { t } = useTranslation('tickets');
  const user = useUserInfo();
  const { id = '' } = useRouteParams();
  const numeric = /^\d{1,9}$/.test(id) ? Number(id) : 0;
  return (
    <PageLayout
      width="form"
      testId="staff-ticket-page"
      title={t('routes:staff_ticket')}
      trail={[{ label: t('routes:staff_tickets'), to: routeHref('staff_tickets') }]}
      description={
        <Anchor component={Link} to={routeHref('staff_tickets')} size="sm">
          {t('staff.back')}
        </Anchor>
      }
    >
      {user?.is_staff ? (
        <TicketView id={numeric} operator />
      ) : (
        <Alert color="yellow">{t('messages:tickets.staff_only')}</Alert>
      )}
    </PageLayout>
  );
}
