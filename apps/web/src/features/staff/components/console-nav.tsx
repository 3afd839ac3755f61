import { Badge, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routeHref, type StaffQueueKind } from '@sportello/domain';
import { useQueueCounts } from '../api/staff-api.ts';

/** Where a queue is worked: its page in the console, the tickets in their own queue. */
export const queueHref = (kind: StaffQueueKind) =>
  kind === 'tickets' ? routeHref('staff_tickets') : routeHref('staff_queue', { kind });

/**
 * The console's navigation: the search and each queue with how many items wait in it
 * (GET /rest/staff/queues), the page shown marked current.
 */
export function ConsoleNav({ current }: { current: 'search' | StaffQueueKind }) {
  const { t } = useTranslation('staff');
  const counts = useQueueCounts();
  const link = (key: string, to: string, label: string, count?: number) => (
    <Button
      key={key}
      component={Link}
      to={to}
      size="compact-sm"
      variant={current === key ? 'filled' : 'light'}
      aria-current={current === key ? 'page' : undefined}
      rightSection={
        count === undefined ? undefined : (
          <Badge size="sm" circle={count < 10} color={count > 0 ? 'grape' : 'gray'} variant="filled">
            {count}
          </Badge>
        )
      }
      data-testid={`console-nav-${key}`}
    >
      {label}
    </Button>
  );
  return (
    <Group component="nav" aria-label={t('nav.label')} gap="xs" mb="lg" wrap="wrap" data-testid="console-nav">
      {link('search', routeHref('staff_console'), t('nav.search'))}
      {(counts.data?.queues ?? []).map(({ kind, count }) => link(kind, queueHref(kind), t(`queues.${kind}`), count))}
    </Group>
  );
}
