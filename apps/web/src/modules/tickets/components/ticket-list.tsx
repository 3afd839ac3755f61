import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime, routeHref, type Ticket } from '@sportello/domain';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useIdCliente } from '../../../shared/routing/use-route-params.ts';
import { relativeDate } from './relative-date.ts';

/** The state and urgency labels of a ticket. */
export function TicketBadges({ ticket }: { ticket: Pick<Ticket, 'urgente' | 'stato'> }) {
  const { t } = useTranslation('tickets');
  return (
    <Group gap={6}>
      {ticket.urgente && (
        <Badge color="red" variant="light" radius="sm" data-testid="ticket-urgent">
          {t('urgent')}
        </Badge>
      )}
      <Badge color={ticket.stato === 'aperto' ? 'blue' : 'gray'} variant="light" radius="sm" data-testid="ticket-state">
        {t(`state.${ticket.stato}`)}
      </Badge>
    </Group>
  );
}

/** Whom an open ticket waits for: the staff (the customer wrote last) or the customer. */
export function TicketWaiting({ ticket }: { ticket: Pick<Ticket, 'stato' | 'in_attesa'> }) {
  const { t } = useTranslation('tickets');
  if (ticket.stato !== 'aperto') return null;
  return (
    <Badge
      color={ticket.in_attesa ? 'gray' : 'orange'}
      variant="light"
      radius="sm"
      size="sm"
      data-testid="ticket-waiting"
      data-waiting={ticket.in_attesa ? 'staff' : 'customer'}
    >
      {ticket.in_attesa ? t('waiting.staff') : t('waiting.customer')}
    </Badge>
  );
}

/**
 * Spec 2 §2 ticket list widget: id link, title, relative date, product, type (department), the
 * urgent label, the open/closed label and a 'view' button. Links keep the page's `/{id_cliente}`
 * (an operator acting on the customer stays on that customer). `showWaiting`: whom each open
 * ticket waits for, under its title.
 */
export function TicketList({ tickets, showWaiting = false }: { tickets: readonly Ticket[]; showWaiting?: boolean }) {
  const { t } = useTranslation('tickets');
  const { language } = useLanguage();
  const idCliente = useIdCliente() ?? '';
  const href = (id: number) => routeHref('ticket', { id, id_cliente: idCliente });
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} data-testid="ticket-list">
      {tickets.map((ticket) => (
        <Group
          key={ticket.id}
          component="li"
          justify="space-between"
          wrap="wrap"
          gap="xs"
          align="start"
          data-testid={`ticket-row-${ticket.id}`}
        >
          {/* On a narrow screen the labels and the button move under the title, which keeps the width. */}
          <Stack gap={2} style={{ minWidth: 0, flex: '1 1 16rem' }}>
            <Text size="sm" fw={500} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
              <Anchor component={Link} to={href(ticket.id)} fw={700}>
                #{ticket.id}
              </Anchor>{' '}
              {ticket.titolo}
            </Text>
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              <span title={formatDateTime(ticket.data, language)}>{relativeDate(ticket.data, language)}</span>
              {' · '}
              {t(`department.${ticket.department}`)}
              {ticket.prodotto ? ` · ${ticket.prodotto}` : ''}
            </Text>
            {showWaiting && (
              <Group gap={6}>
                <TicketWaiting ticket={ticket} />
              </Group>
            )}
          </Stack>
          <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
            <TicketBadges ticket={ticket} />
            <Button
              component={Link}
              to={href(ticket.id)}
              size="compact-sm"
              variant="default"
              aria-label={t('viewTicket', { id: ticket.id })}
            >
              {t('view')}
            </Button>
          </Group>
        </Group>
      ))}
    </Stack>
  );
}
