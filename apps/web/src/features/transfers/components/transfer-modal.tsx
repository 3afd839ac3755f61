import { Alert, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { transferFormOf, type Product } from '@sportello/domain';
import { useOrder } from '../api/transfers-api.ts';
import { HostingTransferForm } from './hosting-transfer-form.tsx';
import { RegistrantForm } from './registrant-form.tsx';
import { Dialog } from '../../../shared/ui/dialog.tsx';

/**
 * The data form of one product, read from its order (GET /rest/orders/{id}): the forms are for
 * concluded orders only (spec 2 §3); a product that awaits nothing any more says so.
 */
export function TransferModal({ product, onClose }: { product: Product; onClose: () => void }) {
  const { t } = useTranslation();
  const order = useOrder(product.id_ordine);
  const current = order.data?.products.find((p) => p.id === product.id);
  const form = current ? transferFormOf(current) : null;

  let body;
  if (product.id_ordine === null || order.isError) {
    body = (
      <Alert color="red" variant="light" role="alert">
        {t('messages:transfers.order_not_found')}
      </Alert>
    );
  } else if (order.isPending) {
    body = <Skeleton height={240} aria-label={t('common:list.loading')} />;
  } else if (order.data.stato !== 'concluso') {
    body = (
      <Alert color="yellow" variant="light" data-testid="transfer-not-concluded">
        {t('messages:transfers.order_not_concluded')}
      </Alert>
    );
  } else if (!current || form === null) {
    body = (
      <Alert color="blue" variant="light" data-testid="transfer-nothing-missing">
        {t('messages:transfers.nothing_missing')}
      </Alert>
    );
  } else if (form === 'registrant') {
    body = <RegistrantForm product={current} onDone={onClose} onCancel={onClose} />;
  } else {
    body = <HostingTransferForm product={current} onDone={onClose} onCancel={onClose} />;
  }

  const title =
    form === 'registrant'
      ? t('transfers:registrant.title')
      : form === 'hosting'
        ? t('transfers:hosting.title')
        : t('routes:transfers');
  return (
    <Dialog
      opened
      onClose={onClose}
      title={title}
      size="xl"
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {product.nome} · {product.dominio} · {t('transfers:order', { id: product.id_ordine })}
        </Text>
        {body}
      </Stack>
    </Dialog>
  );
}
