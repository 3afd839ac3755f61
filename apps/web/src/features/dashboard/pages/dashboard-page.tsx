import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../shared/config/app-config.ts';
import { PageLayout } from '../../../shared/page/page-layout.tsx';
import { useUserInfo } from '../../../shared/session/session.ts';
import { ShortcutCards } from '../components/shortcut-cards.tsx';
import { dashboardShortcuts } from '../components/shortcuts.ts';

/** The dashboard's shortcut cards; its data sections (tickets, activations, expiring products, payments) come with their areas. */
export function DashboardPage() {
  const { t } = useTranslation();
  const user = useUserInfo();
  const { brand } = useAppConfig();
  if (!user) return null;
  const shortcuts = dashboardShortcuts(user, brand.appointment_url);
  return (
    <PageLayout width="wide" testId="dashboard-page" title={t('routes:dashboard')} description={t('dashboard:welcome', { name: user.username })} withBreadcrumbs={false}>
      {shortcuts.length > 0 ? <ShortcutCards shortcuts={shortcuts} /> : <Text>{t('dashboard:noShortcuts')}</Text>}
    </PageLayout>
  );
}
