import { Alert, Anchor, Badge, Group, SegmentedControl, Switch, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime, routeHref, TICKET_DEPARTMENTS, type TicketDepartment } from '@sportello/domain';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { ListSection } from '../../../shared/list-page/list-section.tsx';
import { PageLayout } from '../../../shared/page/page-layout.tsx';
import { useUserInfo } from '../../../shared/session/session.ts';
import { relativeDate, TicketBadges } from '../../../modules/tickets/index.ts';
import { useStaffQueue } from '../api/tickets-api.ts';

function Queue() {
  const { t } = useTranslation('tickets');
  const { language } = useLanguage();
  const [department, setDepartment] = useState<TicketDepartment | 'all'>('all');
  const [waitingOnly, setWaitingOnly] = useState(false);
  const list = useStaffQueue(department === 'all' ? undefined : department, waitingOnly);
  return (
    <ListSection
      actions={
        <Group gap="md" wrap="wrap">
          <SegmentedControl
            aria-label={t('fields.department')}
            value={department}
            onChange={(value) => {
              setDepartment(value as TicketDepartment | 'all');
              list.pagination.onChange(1);
            }}
            data={[
              { value: 'all', label: t('staff.all') },
              ...TICKET_DEPARTMENTS.map((d) => ({ value: d, label: t(`department.${d}`) })),
            ]}
            data-testid="queue-department"
          />
          <Switch
            label={t('staff.waitingOnly')}
            checked={waitingOnly}
            onChange={(event) => {
              setWaitingOnly(event.currentTarget.checked);
              list.pagination.onChange(1);
            }}
            data-testid="queue-waiting-only"
          />
        </Group>
      }
      state={list.state}
      count={list.items.length}
      pagination={list.pagination}
      csvHref={list.csvHref}
      emptyText={t('staff.empty')}
      errorText={t('loadError')}
      data-testid="staff-queue"
    >
      <Table.ScrollContainer minWidth={860}>
        <Table verticalSpacing="xs" striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('staff.columns.ticket')}</Table.Th>
              <Table.Th>{t('staff.columns.company')}</Table.Th>
              <Table.Th>{t('fields.department')}</Table.Th>
              <Table.Th>{t('staff.columns.opened')}</Table.Th>
              <Table.Th>{t('staff.columns.last')}</Table.Th>
              <Table.Th miw={170}>{t('staff.columns.state')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.items.map((ticket) => (
              <Table.Tr key={ticket.id} data-testid={`queue-row-${ticket.id}`}>
                <Table.Td>
                  <Anchor component={Link} to={routeHref('staff_ticket', { id: ticket.id })} fw={600}>
                    #{ticket.id} {ticket.titolo}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Anchor
                    component={Link}
                    to={routeHref('tickets', { id_cliente: ticket.id_azienda })}
                    size="sm"
                    title={t('staff.customerTickets')}
                  >
                    {ticket.ragione_sociale}
                  </Anchor>
                </Table.Td>
                <Table.Td>{t(`department.${ticket.department}`)}</Table.Td>
                <Table.Td title={formatDateTime(ticket.data, language)}>{relativeDate(ticket.data, language)}</Table.Td>
                <Table.Td>
                  <Text size="sm" title={formatDateTime(ticket.ultimo_messaggio, language)}>
                    {relativeDate(ticket.ultimo_messaggio, language)}
                  </Text>
                  {ticket.in_attesa && (
                    <Badge color="grape" variant="light" radius="sm" size="sm">
                      {t('staff.waiting')}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>
                  <TicketBadges ticket={ticket} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </ListSection>
  );
}

/** /staff/tickets: the operators' queue — every company's open tickets, oldest first, by department (DESIGN §5). */
export function StaffTicketsPage() {
  const { t } = useTranslation('tickets');
  const user = useUserInfo();
  return (
    <PageLayout
      width="wide"
      testId="staff-tickets-page"
      title={t('routes:staff_tickets')}
      description={t('staff.intro')}
    >
      {user?.is_staff ? <Queue /> : <Alert color="yellow">{t('messages:tickets.staff_only')}</Alert>}
    </PageLayout>
  );
}
