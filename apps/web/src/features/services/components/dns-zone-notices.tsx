import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DnsZone } from '@sportello/domain';

/** Why the records are read-only (no developer grant), and where the zone lives: the database alone, or published. */
export function DnsZoneNotices({ zone }: { zone: DnsZone }) {
  const { t } = useTranslation();
  return (
    <>
      {!zone.editable && (
        <Alert color="yellow" variant="light" data-testid="dns-not-allowed">
          {t('messages:dns.edit_not_allowed')}
        </Alert>
      )}
      {zone.storage === 'database' && (
        <Alert color="gray" variant="light" data-testid="dns-storage">
          {t('services:dns.databaseOnly')}
        </Alert>
      )}
      {zone.storage === 'powerdns' && (
        <Text size="sm" c="dimmed" data-testid="dns-storage">
          {t('services:dns.published')}
        </Text>
      )}
    </>
  );
}
