import { Alert, Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime, routeHref } from '@sportello/domain';
import { isApiError } from '../../../shared/http/api-error.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { ListError, ListLoading } from '../../../shared/list-page/list-states.tsx';
import { TicketBadges } from '../../../modules/tickets/index.ts';
import { useTicket, useTicketMessages } from '../api/tickets-api.ts';
import { Conversation } from './conversation.tsx';
import { ReplyForm } from './reply-form.tsx';

/**
 * One ticket (spec 3 §2): its heading, the conversation, and the reply form while it is open —
 * a closed ticket offers none. A ticket that is missing (or another company's) shows
 * 'Ticket non trovato' with a link to open a new one. `operator`: the operators' view.
 */
export function TicketView({ id, operator = false }: { id: number; operator?: boolean }) {
  const { t } = useTranslation('tickets');
  const { language } = useLanguage();
  const ticket = useTicket(id);
  const messages = useTicketMessages(id, ticket.isSuccess);

  if (ticket.isPending) return <ListLoading rows={4} />;
  if (ticket.isError) {
    if (isApiError(ticket.error) && ticket.error.status === 404) {
      return (
        <Alert color="yellow" variant="light" title={t('messages:tickets.not_found')} data-testid="ticket-not-found">
          {operator ? (
            <Anchor component={Link} to={routeHref('staff_tickets')}>
              {t('staff.back')}
            </Anchor>
          ) : (
            <Anchor component={Link} to={routeHref('ticket', { id: 'new' })}>
              {t('openNew')}
            </Anchor>
          )}
        </Alert>
      );
    }
    return <ListError text={t('loadError')} />;
  }

  const data = ticket.data;
  return (
    <Stack gap="lg" data-testid="ticket-view" data-ticket-state={data.stato}>
      <Card withBorder padding="lg" component="section" aria-labelledby="ticket-title">
        <Group justify="space-between" align="start" wrap="wrap">
          <Stack gap={4}>
            <Title order={2} size="h3" id="ticket-title">
              #{data.id} {data.titolo}
            </Title>
            <Text size="sm" c="dimmed">
              {t(`department.${data.department}`)}
              {data.prodotto ? ` · ${data.prodotto}` : ''} ·{' '}
              {t('openedOn', { date: formatDateTime(data.data, language) })}
            </Text>
          </Stack>
          <TicketBadges ticket={data} />
        </Group>
      </Card>
      <section aria-label={t('conversation')}>
        {messages.isPending ? (
          <ListLoading rows={3} />
        ) : messages.isError ? (
          <ListError text={t('loadError')} />
        ) : (
          <Conversation messages={messages.data} asCompany={operator ? data.id_azienda : undefined} />
        )}
      </section>
      {data.stato === 'aperto' ? (
        <Card withBorder padding="lg" component="section" aria-labelledby="reply-title">
          <Title order={2} size="h4" id="reply-title" mb="sm">
            {t('reply.title')}
          </Title>
          <ReplyForm ticketId={data.id} formatted={operator} documentsOf={operator ? data.id_azienda : undefined} />
        </Card>
      ) : (
        <Alert color="gray" variant="light" title={t('closed.title')} data-testid="ticket-closed">
          {t('closed.text')}{' '}
          {!operator && (
            <Anchor component={Link} to={routeHref('ticket', { id: 'new' })}>
              {t('openNew')}
            </Anchor>
          )}
        </Alert>
      )}
    </Stack>
  );
}
