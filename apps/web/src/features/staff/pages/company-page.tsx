import { Alert, Badge, Button, Card, Code, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowRight, IconWand } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime, routeHref, type StaffCompanyDetail } from '@sportello/domain';
import { isApiError } from '../../../shared/http/api-error.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { ListSection } from '../../../shared/list-page/list-section.tsx';
import { ListError, ListLoading, NotFoundState } from '../../../shared/list-page/list-states.tsx';
import { PageLayout } from '../../../shared/page/page-layout.tsx';
import { useRouteParams } from '../../../shared/routing/use-route-params.ts';
import { useUserInfo } from '../../../shared/session/session.ts';
import { useCompanyAudit, useQueueCounts, useStaffCompany } from '../api/staff-api.ts';
import { CompanyState } from '../components/company-state.tsx';
import { ConsoleNav } from '../components/console-nav.tsx';

function Field({ label, value }: { label: string; value: string | null }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value || '—'}</Text>
    </div>
  );
}

function CompanyCard({ company }: { company: StaffCompanyDetail }) {
  const { t } = useTranslation('staff');
  const { language } = useLanguage();
  // Preparing an offer writes as the customer: an administrator's (support reads only).
  const mayPrepareOffer = useQueueCounts().data?.role === 'admin';
  return (
    <Card withBorder padding="lg" data-testid="staff-company">
      <Stack gap="md">
        <Group justify="space-between" align="start">
          <Stack gap={4}>
            <Title order={2} size="h3">
              {company.ragione_sociale}
            </Title>
            <CompanyState company={company} />
          </Stack>
          <Group gap="sm">
            {mayPrepareOffer && (
              <Button
                component={Link}
                to={routeHref('diy-offer', { id_cliente: company.id })}
                variant="light"
                leftSection={<IconWand size={16} aria-hidden />}
                data-testid="prepare-offer"
              >
                {t('company.prepareOffer')}
              </Button>
            )}
            <Button
              component={Link}
              to={routeHref('dashboard', { id_cliente: company.id })}
              rightSection={<IconArrowRight size={16} aria-hidden />}
              data-testid="enter-customer"
            >
              {t('company.enter')}
            </Button>
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
          <Field label={t('company.fields.id')} value={String(company.id)} />
          <Field label={t('company.fields.vat')} value={company.partita_iva} />
          <Field label={t('company.fields.fiscal')} value={company.codice_fiscale} />
          <Field label={t('company.fields.pec')} value={company.email_pec} />
          <Field label={t('company.fields.country')} value={company.stato} />
          <Field label={t('company.fields.city')} value={company.citta} />
          <Field label={t('columns.currency')} value={company.currency} />
          <Field label={t('company.fields.language')} value={company.lingua} />
          <Field label={t('columns.parent')} value={company.parent_name} />
          <Field label={t('company.fields.created')} value={formatDateTime(company.created_at, language)} />
        </SimpleGrid>
        <Stack gap={4}>
          <Title order={3} size="h5">
            {t('company.users')}
          </Title>
          {company.users.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('company.noUsers')}
            </Text>
          ) : (
            company.users.map((user) => (
              <Group key={user.username} gap="xs">
                <Text size="sm" fw={600}>
                  {user.username}
                </Text>
                <Text size="sm" c="dimmed">
                  {user.email}
                </Text>
                {user.grants.map((grant) => (
                  <Badge key={grant} size="sm" radius="sm" variant="outline" color="gray">
                    {grant}
                  </Badge>
                ))}
              </Group>
            ))
          )}
        </Stack>
      </Stack>
    </Card>
  );
}

function AuditList({ id }: { id: number }) {
  const { t } = useTranslation('staff');
  const { language } = useLanguage();
  const audit = useCompanyAudit(id);
  return (
    <ListSection
      title={t('audit.title')}
      state={audit.state}
      count={audit.items.length}
      pagination={audit.pagination}
      csvHref={audit.csvHref}
      emptyText={t('audit.empty')}
      data-testid="staff-audit"
    >
      <Table.ScrollContainer minWidth={820}>
        <Table verticalSpacing="xs" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('audit.columns.at')}</Table.Th>
              <Table.Th>{t('audit.columns.who')}</Table.Th>
              <Table.Th>{t('audit.columns.action')}</Table.Th>
              <Table.Th>{t('audit.columns.before')}</Table.Th>
              <Table.Th>{t('audit.columns.after')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {audit.items.map((entry) => (
              <Table.Tr key={entry.id} data-testid="audit-row">
                <Table.Td>
                  <Text size="sm">{formatDateTime(entry.at, language)}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{entry.username ?? t('audit.system')}</Text>
                  {entry.staff_role && (
                    <Badge size="sm" radius="sm" variant="light" color="grape">
                      {t('audit.role', { role: entry.staff_role })}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>
                  <Code>{entry.action}</Code>
                </Table.Td>
                <Table.Td>
                  <Text size="xs" style={{ wordBreak: 'break-word', maxWidth: 260 }}>
                    {entry.before ?? '—'}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="xs" style={{ wordBreak: 'break-word', maxWidth: 260 }}>
                    {entry.after ?? '—'}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </ListSection>
  );
}

/** /staff/companies/{id}: a company's record for the operators — its state, users, the way in, its audit. */
export function StaffCompanyPage() {
  const { t } = useTranslation('staff');
  const user = useUserInfo();
  const { id = '' } = useRouteParams();
  const numeric = /^\d{1,9}$/.test(id) ? Number(id) : 0;
  const company = useStaffCompany(numeric);
  const backToConsole = { to: routeHref('staff_console'), page: t('routes:staff_console') };
  return (
    <PageLayout
      width="wide"
      testId="staff-company-page"
      title={company.data?.ragione_sociale ?? t('company.title')}
      trail={[{ label: t('routes:staff_console'), to: routeHref('staff_console') }]}
    >
      {!user?.is_staff ? (
        <Alert color="yellow">{t('messages:auth.staff_only')}</Alert>
      ) : (
        <Stack gap="xl">
          <ConsoleNav current="search" />
          {company.isPending && numeric > 0 ? (
            <ListLoading />
          ) : company.data ? (
            <CompanyCard company={company.data} />
          ) : numeric === 0 || (isApiError(company.error) && company.error.status === 404) ? (
            <NotFoundState text={t('messages:staff.company_not_found')} back={backToConsole} />
          ) : (
            <ListError text={t('company.loadError')} back={backToConsole} />
          )}
          {company.data && <AuditList id={company.data.id} />}
        </Stack>
      )}
    </PageLayout>
  );
}
