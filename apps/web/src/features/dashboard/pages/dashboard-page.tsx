import { Box, SimpleGrid, Text } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { hasGrant, type UserInfo } from '@sportello/domain';
import { DashboardAlerts, useAlerts } from '../../../modules/alerts/index.ts';
import { useAppConfig } from '../../../shared/config/app-config.ts';
import { PageLayout } from '../../../shared/page/page-layout.tsx';
import { useUserInfo } from '../../../shared/session/session.ts';
import { ExpiringProducts } from '../components/expiring-products-section.tsx';
import { NewActivations } from '../components/new-activations-section.tsx';
import { OpenTickets } from '../components/open-tickets-section.tsx';
import { PaymentsDue } from '../components/payments-due-section.tsx';
import { ShortcutCards } from '../components/shortcut-cards.tsx';
import { dashboardShortcuts } from '../components/shortcuts.ts';

/**
 * The dashboard (spec 2 §2): the shortcut cards, then 'Nuove attivazioni', the products expiring
 * within 30 days and, for the billing grant, the payments due, after the open tickets.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const user = useUserInfo();
  const { brand } = useAppConfig();
  const alerts = useAlerts();
  if (!user) return null;
  // The unread alerts go above everything: until their answer is in, what they would push down keeps
  // its place unseen (its sections already asking for their data), instead of jumping once they arrive.
  const alertsSettled = alerts.data !== undefined || alerts.isError;
  return (
    <PageLayout
      width="wide"
      testId="dashboard-page"
      title={t('routes:dashboard')}
      description={t('dashboard:welcome', { name: user.full_name || user.username })}
      withBreadcrumbs={false}
    >
      <DashboardAlerts />
      <Box display="contents" style={alertsSettled ? undefined : { visibility: 'hidden' }}>
        <DashboardSections user={user} appointmentUrl={brand.appointment_url} />
      </Box>
    </PageLayout>
  );
}

/**
 * The shortcuts and the four sections, drawn once more only when what they show changes: the alerts'
 * answer, which reveals them, renders at once (a query's update is synchronous) and would otherwise
 * draw the whole page again in that one task.
 */
const DashboardSections = memo(function DashboardSections({
  user,
  appointmentUrl,
}: {
  user: UserInfo;
  appointmentUrl: string | null;
}) {
  const { t } = useTranslation();
  const shortcuts = dashboardShortcuts(user, appointmentUrl);
  return (
    <>
      {shortcuts.length > 0 ? <ShortcutCards shortcuts={shortcuts} /> : <Text>{t('dashboard:noShortcuts')}</Text>}
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <OpenTickets />
        <NewActivations />
        <ExpiringProducts />
        {hasGrant(user.grants, 'billing') && <PaymentsDue />}
      </SimpleGrid>
    </>
  );
});
