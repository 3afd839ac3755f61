import { Alert, Button, Group, Radio, Stack, Text } from '@mantine/core';
import { OFFER_REJECTION_REASONS, type Offer, type OfferRejectionReason } from '@sportello/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../shared/notify/notify.ts';
import { useRejectOffer } from '../api/offer-list-api.ts';
import { Dialog } from '../../../shared/ui/dialog.tsx';

/** Rejecting an offer (spec 3 §5): a reason is required; without one a plain alert says so. */
export function RejectOfferModal({ offer, onClose }: { offer: Offer | null; onClose: () => void }) {
  const { t } = useTranslation();
  const reject = useRejectOffer();
  const [reason, setReason] = useState<OfferRejectionReason | null>(null);
  const [missing, setMissing] = useState(false);
  const close = () => {
    setReason(null);
    setMissing(false);
    onClose();
  };
  const submit = async () => {
    if (offer === null) return;
    if (reason === null) {
      setMissing(true);
      return;
    }
    try {
      await reject.mutateAsync({ id: offer.id, reason });
      notify({ level: 'success', message: t('offers:reject.done', { title: offer.titolo_offerta }) });
      close();
    } catch {
      // The client has shown the server's message; the dialog stays open.
    }
  };
  return (
    <Dialog
      opened={offer !== null}
      onClose={close}
      title={t('offers:reject.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <Stack gap="md" data-testid="reject-dialog">
        <Text>{t('offers:reject.question', { title: offer?.titolo_offerta ?? '' })}</Text>
        <Radio.Group
          label={t('offers:reject.reason')}
          value={reason}
          onChange={(value) => {
            setReason(value as OfferRejectionReason);
            setMissing(false);
          }}
          withAsterisk
        >
          <Stack gap="xs" mt="xs">
            {OFFER_REJECTION_REASONS.map((value) => (
              <Radio key={value} value={value} label={t(`offers:reasons.${value}`)} />
            ))}
          </Stack>
        </Radio.Group>
        {missing && (
          <Alert color="red" variant="light" role="alert" data-testid="reject-no-reason">
            {t('offers:reject.noReason')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('offers:reject.cancel')}
          </Button>
          <Button color="red" onClick={() => void submit()} loading={reject.isPending} data-testid="reject-confirm">
            {t('offers:reject.confirm')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
