import { Alert, Button, Group, Text } from '@mantine/core';
import { IconArrowBackUp, IconBuildingStore } from '@tabler/icons-react';
import type { UserInfo } from '@sportello/domain';
import { useTranslation } from 'react-i18next';
import { useSwitchCompany } from '../../../shared/session/switch-company.ts';

/** Inside a customer signed in to from My customers: whose area this is, and the way back to the reseller's own. */
export function ResellerBanner({
  user,
  reseller,
}: {
  user: UserInfo;
  reseller: NonNullable<UserInfo['reseller_company']>;
}) {
  const { t } = useTranslation();
  const back = useSwitchCompany();
  return (
    <Alert color="blue" variant="light" icon={<IconBuildingStore aria-hidden />} data-testid="banner-reseller">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{t('shell:banners.reseller.text', { company: user.azienda ?? '' })}</Text>
        <Button
          size="xs"
          variant="white"
          leftSection={<IconArrowBackUp size={14} aria-hidden />}
          loading={back.isPending}
          onClick={() => back.mutate(reseller.id_azienda)}
          data-testid="back-to-reseller"
        >
          {t('shell:banners.reseller.back', { company: reseller.ragione_sociale })}
        </Button>
      </Group>
    </Alert>
  );
}
