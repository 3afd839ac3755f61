import { Badge, Button, Group, Popover, ScrollArea, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ListEmpty, ListError, ListLoading } from '../../../shared/list-page/list-states.tsx';
import { useReadOnlyCustomer } from '../../../shared/session/read-only.ts';
import { useDeferredPopup } from '../../../shared/ui/deferred-popup.ts';
import { useAlerts, useMarkAlert, useMarkAllAlerts } from '../api/alerts-api.ts';
import { AlertItem } from './alert-item.tsx';
import classes from './alerts.module.css';

/** More than this shows as '99+'. */
const COUNT_MAX = 99;

/**
 * The top bar's alerts (spec 1 §2.3, §3): a bell with the number of unread alerts, opening the panel of
 * the user's persistent alerts, each with its actions and read toggle, and 'mark all read'. Its
 * accessible name holds the number it shows. The panel mounts once the browser is idle, or when the bell
 * is used before that (`useDeferredPopup`).
 */
export function AlertsControl() {
  const { t } = useTranslation();
  const { armed, target, opened, setOpened, openResting } = useDeferredPopup<HTMLButtonElement>();
  const query = useAlerts();
  const mark = useMarkAlert();
  const markAll = useMarkAllAlerts();
  // A support operator on a customer reads the customer's alerts and marks nothing.
  const readOnly = useReadOnlyCustomer();
  const unread = query.data?.unread ?? 0;
  const shown = unread > COUNT_MAX ? `${COUNT_MAX}+` : String(unread);
  const label = t('shell:alerts.label', { count: unread, shown });
  const items = query.data?.items ?? [];

  const bell = (
    <Button
      ref={target}
      variant="default"
      size="sm"
      px={unread > 0 ? 8 : 0}
      w={unread > 0 ? undefined : 34}
      h={34}
      aria-label={label}
      aria-haspopup="dialog"
      aria-expanded={opened}
      onClick={armed ? () => setOpened((o) => !o) : openResting}
      leftSection={<IconBell size={18} aria-hidden />}
      // Never narrowed by a tight top bar (a phone): the number stays whole; the brand gives way.
      styles={{ root: { flex: 'none' }, section: unread > 0 ? undefined : { marginInlineEnd: 0 } }}
      data-testid="alerts-control"
    >
      {unread > 0 && (
        <Badge size="sm" color="red.9" variant="filled" style={{ overflow: 'visible' }} data-testid="alerts-count">
          {shown}
        </Badge>
      )}
    </Button>
  );
  if (!armed) return bell;

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={380}
      shadow="md"
      trapFocus
      returnFocus
      withinPortal
      classNames={{ dropdown: classes.panel }}
    >
      <Popover.Target>{bell}</Popover.Target>
      <Popover.Dropdown aria-label={t('shell:alerts.title')} data-testid="alerts-panel">
        <Group justify="space-between" px="md" py="sm" wrap="nowrap">
          <Text fw={600} component="h2" size="md" m={0}>
            {t('shell:alerts.title')}
          </Text>
          {unread > 0 && !readOnly && (
            <Button
              variant="subtle"
              size="compact-sm"
              loading={markAll.isPending}
              onClick={() => markAll.mutate()}
              data-testid="alerts-mark-all"
            >
              {t('shell:alerts.markAllRead')}
            </Button>
          )}
        </Group>
        {query.isPending ? (
          <div style={{ padding: 'var(--mantine-spacing-md)' }}>
            <ListLoading rows={2} />
          </div>
        ) : query.isError && !query.data ? (
          <div style={{ padding: 'var(--mantine-spacing-md)' }}>
            <ListError text={t('shell:alerts.error')} />
          </div>
        ) : items.length === 0 ? (
          <ListEmpty text={t('shell:alerts.empty')} />
        ) : (
          <ScrollArea.Autosize mah="min(480px, 70vh)" type="auto">
            <ul className={classes.list} data-testid="alerts-list">
              {items.map((alert) => (
                <AlertItem
                  key={alert.id}
                  alert={alert}
                  busy={mark.isPending && mark.variables?.id === alert.id}
                  onMark={readOnly ? undefined : (next) => mark.mutate({ id: alert.id, unread: next })}
                  onAction={() => {
                    if (alert.unread && !readOnly) mark.mutate({ id: alert.id, unread: false });
                    setOpened(false);
                  }}
                />
              ))}
            </ul>
          </ScrollArea.Autosize>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
