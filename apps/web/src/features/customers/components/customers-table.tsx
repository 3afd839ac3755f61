import { Badge, Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconLogin2, IconMailForward } from '@tabler/icons-react';
import type { MyCustomer } from '@sportello/domain';
import { useTranslation } from 'react-i18next';
import stacked from '../../../shared/ui/stacked-table.module.css';

export interface CustomersTableProps {
  customers: readonly MyCustomer[];
  /** The customer whose sign-in or access request is under way. */
  busyId: number | null;
  onSignIn: (customer: MyCustomer) => void;
  onRequestAccess: (customer: MyCustomer) => void;
}

const place = (c: MyCustomer) =>
  [c.indirizzo, [c.cap, c.citta].filter(Boolean).join(' '), c.provincia, c.stato].filter(Boolean).join(', ');

/**
 * The reseller's customers (spec 2 §2): a table that becomes one card per customer on a phone.
 * A customer that lets the user in offers to sign in to it; any other but a prospect (it has no
 * administrator to ask) offers the access request.
 */
export function CustomersTable({ customers, busyId, onSignIn, onRequestAccess }: CustomersTableProps) {
  const { t } = useTranslation();
  return (
    <div className={stacked.scroll}>
      <Table verticalSpacing="sm" className={stacked.table} data-testid="customers-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('customers:columns.company')}</Table.Th>
            <Table.Th>{t('customers:columns.vat')}</Table.Th>
            <Table.Th>{t('customers:columns.address')}</Table.Th>
            <Table.Th>{t('customers:columns.contact')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('customers:columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {customers.map((c) => (
            <Table.Tr key={c.id} data-testid={`customer-${c.id}`}>
              <Table.Td>
                <Stack gap={4}>
                  <Text fw={600}>{c.ragione_sociale}</Text>
                  <Group gap={4}>
                    {c.presented && (
                      <Badge variant="light" color="blue" size="sm">
                        {t('customers:badges.presented')}
                      </Badge>
                    )}
                    {c.prospect && (
                      <Badge variant="light" color="grape" size="sm">
                        {t('customers:badges.prospect')}
                      </Badge>
                    )}
                  </Group>
                </Stack>
              </Table.Td>
              <Table.Td data-label={t('customers:columns.vat')}>{c.partita_iva ?? '—'}</Table.Td>
              <Table.Td data-label={t('customers:columns.address')} data-wide>
                {place(c) || '—'}
              </Table.Td>
              <Table.Td data-label={t('customers:columns.contact')} data-wide>
                <Stack gap={0}>
                  <Text size="sm">{c.contact_name ?? '—'}</Text>
                  {c.contact_mail && (
                    <Text size="sm" c="dimmed">
                      {c.contact_mail}
                    </Text>
                  )}
                </Stack>
              </Table.Td>
              <Table.Td data-wide>
                <Group justify="flex-end" gap="xs">
                  {c.login ? (
                    <Button
                      size="xs"
                      leftSection={<IconLogin2 size={14} aria-hidden />}
                      loading={busyId === c.id}
                      onClick={() => onSignIn(c)}
                      aria-label={t('customers:actions.signInTo', { company: c.ragione_sociale })}
                      data-testid={`customer-sign-in-${c.id}`}
                    >
                      {t('customers:actions.signIn')}
                    </Button>
                  ) : (
                    !c.prospect && (
                      <Button
                        size="xs"
                        variant="default"
                        leftSection={<IconMailForward size={14} aria-hidden />}
                        loading={busyId === c.id}
                        onClick={() => onRequestAccess(c)}
                        aria-label={t('customers:actions.requestAccessTo', { company: c.ragione_sociale })}
                        data-testid={`customer-request-${c.id}`}
                      >
                        {t('customers:actions.requestAccess')}
                      </Button>
                    )
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
