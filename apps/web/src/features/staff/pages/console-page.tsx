import { Alert, Anchor, Box, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { IconArrowRight, IconId } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routeHref } from '@sportello/domain';
import { ListSection } from '../../../shared/list-page/list-section.tsx';
import { PageLayout } from '../../../shared/page/page-layout.tsx';
import { useUserInfo } from '../../../shared/session/session.ts';
import type { StaffCompany } from '@sportello/domain';
import { useCompanySearch } from '../api/staff-api.ts';
import { CompanyState } from '../components/company-state.tsx';
import { ConsoleNav } from '../components/console-nav.tsx';

/** Enter the company's area as an operator, or open its record. */
function CompanyActions({ company, testIds = false }: { company: StaffCompany; testIds?: boolean }) {
  const { t } = useTranslation('staff');
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        component={Link}
        to={routeHref('dashboard', { id_cliente: company.id })}
        size="compact-sm"
        variant="light"
        rightSection={<IconArrowRight size={14} aria-hidden />}
        aria-label={t('actions.enter', { company: company.ragione_sociale })}
        data-testid={testIds ? `enter-${company.id}` : undefined}
      >
        {t('actions.enterShort')}
      </Button>
      <Button
        component={Link}
        to={routeHref('staff_company', { id: company.id })}
        size="compact-sm"
        variant="subtle"
        leftSection={<IconId size={14} aria-hidden />}
        aria-label={t('actions.detail', { company: company.ragione_sociale })}
      >
        {t('actions.detailShort')}
      </Button>
    </Group>
  );
}

/** Below the small breakpoint each company is a card: six columns do not fit a phone's width. */
function CompanyCards({ companies }: { companies: readonly StaffCompany[] }) {
  const { t } = useTranslation('staff');
  return (
    <Stack gap="sm" hiddenFrom="sm" data-testid="console-cards">
      {companies.map((company) => (
        <Paper key={company.id} withBorder p="sm" data-testid={`company-card-${company.id}`}>
          <Stack gap={6}>
            <div>
              <Anchor component={Link} to={routeHref('staff_company', { id: company.id })} fw={600}>
                {company.ragione_sociale}
              </Anchor>
              <Text size="xs" c="dimmed">
                #{company.id} · {t('columns.vat')} {company.partita_iva || company.codice_fiscale || '—'} ·{' '}
                {company.currency}
              </Text>
            </div>
            <CompanyState company={company} />
            {company.parent_id && (
              <Text size="sm">
                <Text span size="xs" c="dimmed">
                  {t('columns.parent')}
                </Text>{' '}
                <Anchor component={Link} to={routeHref('staff_company', { id: company.parent_id })}>
                  {company.parent_name}
                </Anchor>
              </Text>
            )}
            <CompanyActions company={company} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

function CompanySearch() {
  const { t } = useTranslation('staff');
  const list = useCompanySearch();
  return (
    <ListSection
      state={list.state}
      count={list.items.length}
      filter={{ ...list.filter, label: t('search.label') }}
      sort={{
        ...list.sort,
        options: [
          { value: 'ragione_sociale', label: t('search.sort.ragione_sociale') },
          { value: 'id', label: t('search.sort.id') },
        ],
      }}
      pagination={list.pagination}
      csvHref={list.csvHref}
      emptyText={list.filter.text ? t('search.empty') : t('search.emptyAll')}
      data-testid="console-search"
    >
      <CompanyCards companies={list.items} />
      <Box visibleFrom="sm">
        <Table.ScrollContainer minWidth={960}>
          <Table verticalSpacing="xs" striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('columns.company')}</Table.Th>
                <Table.Th>{t('columns.vat')}</Table.Th>
                <Table.Th miw={200}>{t('columns.state')}</Table.Th>
                <Table.Th>{t('columns.parent')}</Table.Th>
                <Table.Th>{t('columns.currency')}</Table.Th>
                <Table.Th>{t('columns.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.items.map((company) => (
                <Table.Tr key={company.id} data-testid={`company-row-${company.id}`}>
                  <Table.Td>
                    <Anchor component={Link} to={routeHref('staff_company', { id: company.id })} fw={600}>
                      {company.ragione_sociale}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      #{company.id}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{company.partita_iva || company.codice_fiscale || '—'}</Text>
                  </Table.Td>
                  <Table.Td>
                    <CompanyState company={company} />
                  </Table.Td>
                  <Table.Td>
                    {company.parent_id ? (
                      <Anchor component={Link} to={routeHref('staff_company', { id: company.parent_id })} size="sm">
                        {company.parent_name}
                      </Anchor>
                    ) : (
                      '—'
                    )}
                  </Table.Td>
                  <Table.Td>{company.currency}</Table.Td>
                  <Table.Td>
                    <CompanyActions company={company} testIds />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Box>
    </ListSection>
  );
}

/** /staff: the operator console's home — find a customer, enter its area or open its record; the queues above. */
export function ConsolePage() {
  const { t } = useTranslation('staff');
  const user = useUserInfo();
  return (
    <PageLayout width="wide" testId="console-page" title={t('routes:staff_console')} description={t('intro')}>
      {user?.is_staff ? (
        <>
          <ConsoleNav current="search" />
          <CompanySearch />
        </>
      ) : (
        <Alert color="yellow">{t('messages:auth.staff_only')}</Alert>
      )}
    </PageLayout>
  );
}
