import { Accordion, Badge, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconTerminal2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BACKUP_ROTATION, consolePopupFeatures, type CloudServer } from '@sportello/domain';
import { ListSection } from '../../../shared/list-page/list-section.tsx';
import { PageLayout } from '../../../shared/page/page-layout.tsx';
import { useServers } from '../api/servers-api.ts';

function Field({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Stack gap={0} data-testid={testId}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </Stack>
  );
}

function ServerDetails({ server }: { server: CloudServer }) {
  const { t } = useTranslation();
  const tools = server.whm_url || server.cockpit_url || server.console_url;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        <Field label={t('services:servers.fields.os')} value={`${server.os} ${server.osrelease}`.trim()} />
        <Field label={t('services:servers.fields.ip')} value={server.ip4_public} />
        <Field label={t('services:servers.fields.fqdn')} value={server.fqdn} />
        <Field label={t('services:servers.fields.location')} value={server.server_location} />
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            {t('services:servers.fields.backup')}
          </Text>
          <Group gap={6}>
            <Text size="sm">{server.backup_location}</Text>
            <Badge size="sm" color="indigo" variant="light">
              {t('services:servers.backupActive')}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed" data-testid="backup-rotation">
            {t('services:servers.backupRotation', BACKUP_ROTATION)}
          </Text>
        </Stack>
      </SimpleGrid>
      {tools ? (
        <Group gap="sm">
          {server.whm_url && (
            <Button
              component="a"
              href={server.whm_url}
              target="_blank"
              rel="noopener noreferrer"
              variant="light"
              rightSection={<IconExternalLink size={14} aria-hidden />}
              data-testid={`server-whm-${server.nome}`}
            >
              {t('services:servers.whm')}
            </Button>
          )}
          {server.cockpit_url && (
            <Button
              component="a"
              href={server.cockpit_url}
              target="_blank"
              rel="noopener noreferrer"
              variant="light"
              rightSection={<IconExternalLink size={14} aria-hidden />}
              data-testid={`server-cockpit-${server.nome}`}
            >
              {t('services:servers.cockpit')}
            </Button>
          )}
          {server.console_url && (
            <Button
              variant="light"
              leftSection={<IconTerminal2 size={14} aria-hidden />}
              onClick={() => window.open(server.console_url!, `console-${server.id}`, consolePopupFeatures())}
              data-testid={`server-console-${server.nome}`}
            >
              {t('services:servers.console')}
            </Button>
          )}
        </Group>
      ) : (
        (server.cpanel || server.has_cockpit || server.has_console) && (
          <Text size="sm" c="dimmed" data-testid="server-tools-not-allowed">
            {t('services:servers.notAllowed')}
          </Text>
        )
      )}
    </Stack>
  );
}

/** /{id_cliente?}/servers (spec 3 §2 'Il mio cloud'): the company's cloud servers, searched on the server, each opening to its details and tools. */
export function ServersPage() {
  const { t } = useTranslation();
  const servers = useServers();
  return (
    <PageLayout
      width="wide"
      testId="servers-page"
      title={t('routes:servers')}
      description={t('services:servers.intro')}
    >
      <ListSection
        state={servers.state}
        count={servers.items.length}
        filter={{ ...servers.filter, label: t('services:servers.filter') }}
        pagination={servers.pagination}
        csvHref={servers.csvHref}
        data-testid="servers-section"
        emptyText={servers.filter.text.trim() ? t('services:servers.emptyFiltered') : t('services:servers.empty')}
        errorText={t('services:servers.error')}
      >
        <Accordion variant="separated" multiple data-testid="servers-list">
          {servers.items.map((s) => (
            <Accordion.Item key={s.id} value={String(s.id)} data-testid={`server-${s.nome}`}>
              <Accordion.Control data-testid={`server-toggle-${s.nome}`}>
                <Group gap="md" wrap="wrap">
                  <Text fw={600}>{s.nome}</Text>
                  <Text size="sm" c="dimmed">
                    {s.fqdn}
                  </Text>
                  <Badge variant="light" color="gray" radius="sm">
                    {`${s.os} ${s.osrelease}`.trim()}
                  </Badge>
                  <Text size="sm" c="dimmed">
                    {s.ip4_public}
                  </Text>
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                <ServerDetails server={s} />
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </ListSection>
    </PageLayout>
  );
}
