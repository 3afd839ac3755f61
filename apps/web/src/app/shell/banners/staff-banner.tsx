import { Alert, Button, Group, Text } from '@mantine/core';
import { IconArrowBackUp, IconHeadset, IconId } from '@tabler/icons-react';
import { routeHref, type UserInfo } from '@sportello/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useReadOnlyCustomer } from '../../../shared/session/read-only.ts';

/**
 * An operator on a customer's `/{id_cliente}/…` page (issue 33): whose area this is, on every such
 * page, with the way back to the console and to the customer's record there; a support operator
 * reads that it writes nothing there (its forms show no buttons).
 */
export function StaffBanner({ user, idCliente }: { user: UserInfo; idCliente: string }) {
  const { t } = useTranslation();
  const readOnly = useReadOnlyCustomer();
  return (
    <Alert color="grape" variant="light" icon={<IconHeadset aria-hidden />} data-testid="banner-staff">
      <Group justify="space-between" gap="sm">
        <div>
          <Text size="sm" fw={500}>
            {t('shell:banners.staff.text', { company: user.azienda ?? '', id: idCliente })}
          </Text>
          {readOnly && (
            <Text size="sm" data-testid="banner-staff-read-only">
              {t('common:readOnly')}
            </Text>
          )}
        </div>
        <Group gap="xs">
          <Button
            component={Link}
            to={routeHref('staff_company', { id: idCliente })}
            size="xs"
            variant="white"
            leftSection={<IconId size={14} aria-hidden />}
            data-testid="staff-banner-detail"
          >
            {t('shell:banners.staff.detail')}
          </Button>
          <Button
            component={Link}
            to={routeHref('staff_console')}
            size="xs"
            variant="white"
            leftSection={<IconArrowBackUp size={14} aria-hidden />}
            data-testid="back-to-console"
          >
            {t('shell:banners.staff.back')}
          </Button>
        </Group>
      </Group>
    </Alert>
  );
}
