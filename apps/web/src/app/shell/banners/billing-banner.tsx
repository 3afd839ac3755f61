import { Alert, Anchor, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routeHref } from '@sportello/domain';

/** 'Dati di fatturazione incompleti' with the way to complete them. */
export function BillingBanner({ idCliente }: { idCliente?: string }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title={t('shell:banners.billing.title')}
      data-testid="banner-billing"
    >
      <Text size="sm">
        {t('shell:banners.billing.text')}{' '}
        <Anchor
          component={Link}
          to={routeHref('company', idCliente ? { id_cliente: idCliente } : {})}
          size="sm"
          fw={600}
        >
          {t('shell:banners.billing.link')}
        </Anchor>
      </Text>
    </Alert>
  );
}
