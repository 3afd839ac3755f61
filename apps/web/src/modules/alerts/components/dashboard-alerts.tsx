import { Alert as Notice, Button, CloseButton, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useIdCliente } from '../../../shared/routing/use-route-params.ts';
import { useReadOnlyCustomer } from '../../../shared/session/read-only.ts';
import { useAlerts, useMarkAlert } from '../api/alerts-api.ts';
import { actionHref } from './alert-href.ts';
import { ALERT_COLORS, AlertIcon } from './alert-item.tsx';

/** The dashboard shows this many unread alerts; the others are in the top bar's panel. */
const DASHBOARD_ALERTS = 3;

/**
 * The unread persistent alerts on the dashboard ('Pagamenti arretrati', a trial ending), each with its
 * actions; closing one marks it read. Nothing while loading, on failure (the top bar's panel says it)
 * or when all are read.
 */
export function DashboardAlerts() {
  const { t } = useTranslation();
  const idCliente = useIdCliente();
  const query = useAlerts();
  const mark = useMarkAlert();
  // A support operator on a customer reads the customer's alerts and marks nothing.
  const readOnly = useReadOnlyCustomer();
  const markRead = (id: string) => {
    if (!readOnly) mark.mutate({ id, unread: false });
  };
  const unread = (query.data?.items ?? []).filter((a) => a.unread && a.persistent);
  if (unread.length === 0) return null;
  const more = unread.length - DASHBOARD_ALERTS;
  return (
    <Stack gap="sm" data-testid="dashboard-alerts" component="section" aria-label={t('shell:alerts.title')}>
      {unread.slice(0, DASHBOARD_ALERTS).map((alert) => (
        <Notice
          key={alert.id}
          color={ALERT_COLORS[alert.type]}
          variant="light"
          icon={<AlertIcon type={alert.type} size={20} />}
          title={
            <Group justify="space-between" wrap="nowrap" gap="xs" w="100%">
              <span>{alert.title}</span>
              {!readOnly && (
                <CloseButton
                  size="sm"
                  aria-label={t('shell:alerts.markReadNamed', { title: alert.title })}
                  onClick={() => markRead(alert.id)}
                  data-testid={`dashboard-alert-read-${alert.id}`}
                />
              )}
            </Group>
          }
          // The title in the text colour: the type's colour on its light background is below 4.5:1.
          styles={{ label: { width: '100%' }, title: { color: 'var(--mantine-color-text)' } }}
          data-testid={`dashboard-alert-${alert.id}`}
        >
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {alert.description}
          </Text>
          {alert.actions.length > 0 && (
            <Group gap="xs" mt="xs">
              {alert.actions.map((action) => (
                <Button
                  key={`${action.route}-${action.label}`}
                  component={Link}
                  to={actionHref(action, idCliente)}
                  size="compact-sm"
                  variant="default"
                  onClick={() => markRead(alert.id)}
                >
                  {action.label}
                </Button>
              ))}
            </Group>
          )}
        </Notice>
      ))}
      {more > 0 && (
        <Text size="sm" c="dimmed" data-testid="dashboard-alerts-more">
          {t('shell:alerts.more', { count: more })}
        </Text>
      )}
    </Stack>
  );
}
