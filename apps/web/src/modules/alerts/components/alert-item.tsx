import { Box, Button, Group, Stack, Text, ThemeIcon, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle, IconAlertOctagon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, type Alert, type AlertType } from '@sportello/domain';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useIdCliente } from '../../../shared/routing/use-route-params.ts';
import { actionHref } from './alert-href.ts';
import classes from './alerts.module.css';

export const ALERT_COLORS: Record<AlertType, string> = {
  info: 'blue',
  success: 'green',
  warning: 'yellow',
  danger: 'red',
};

export function AlertIcon({ type, size = 18 }: { type: AlertType; size?: number }) {
  const Icon =
    type === 'danger'
      ? IconAlertOctagon
      : type === 'warning'
        ? IconAlertTriangle
        : type === 'success'
          ? IconCircleCheck
          : IconInfoCircle;
  return <Icon size={size} aria-hidden />;
}

export interface AlertItemProps {
  alert: Alert;
  /** Read (unread false) or unread again; absent where nothing may be written (useReadOnlyCustomer). */
  onMark?: (unread: boolean) => void;
  /** Called when an action is followed (the panel closes; the alert is marked read). */
  onAction: () => void;
  busy?: boolean;
}

/** One alert of the panel: its type, title, unread state, text, day, actions, and the read toggle. */
export function AlertItem({ alert, onMark, onAction, busy }: AlertItemProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const idCliente = useIdCliente();
  return (
    <Box
      component="li"
      className={classes.item}
      data-unread={alert.unread || undefined}
      data-testid={`alert-${alert.id}`}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon color={ALERT_COLORS[alert.type]} variant="light" size="md" radius="xl">
          <AlertIcon type={alert.type} />
        </ThemeIcon>
        <Stack gap={4} miw={0} style={{ flex: 1 }}>
          <Group gap={6} wrap="nowrap" justify="space-between" align="flex-start">
            <Text size="sm" fw={alert.unread ? 700 : 500}>
              {alert.title}
              {alert.unread && <VisuallyHidden> ({t('shell:alerts.unread')})</VisuallyHidden>}
            </Text>
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {formatDate(alert.date, language)}
            </Text>
          </Group>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {alert.description}
          </Text>
          <Group gap="xs" mt={2} wrap="wrap">
            {alert.actions.map((action) => (
              <Button
                key={`${action.route}-${action.label}`}
                component={Link}
                to={actionHref(action, idCliente)}
                size="compact-sm"
                variant="default"
                onClick={onAction}
                data-testid={`alert-action-${alert.id}`}
              >
                {action.label}
              </Button>
            ))}
            {onMark && (
              <UnstyledButton
                className={classes.mark}
                // Not disabled while the mark is saved: a disabled button drops the keyboard focus out of the panel.
                onClick={() => {
                  if (!busy) onMark(!alert.unread);
                }}
                data-testid={`alert-mark-${alert.id}`}
              >
                {alert.unread ? t('shell:alerts.markRead') : t('shell:alerts.markUnread')}
              </UnstyledButton>
            )}
          </Group>
        </Stack>
        {alert.unread && <span className={classes.dot} aria-hidden />}
      </Group>
    </Box>
  );
}
