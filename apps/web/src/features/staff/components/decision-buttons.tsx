import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isoDateIn,
  PARTNER_ACCEPT_MODES,
  PROVIDER_TIME_ZONE,
  QUEUE_REASON_MAX,
  StaffPaidSchema,
  StaffRejectionSchema,
  type PartnerMode,
  type StaffQueueItem,
  type StaffQueueKind,
} from '@sportello/domain';
import { applyServerErrors } from '../../../shared/form/server-errors.ts';
import { TextField } from '../../../shared/form/text-field.tsx';
import { TextareaField } from '../../../shared/form/textarea-field.tsx';
import { useZodForm } from '../../../shared/form/zod-form.ts';
import { useDecide } from '../api/staff-api.ts';
import { Dialog } from '../../../shared/ui/dialog.tsx';

type DecidedKind = Exclude<StaffQueueKind, 'tickets'>;

function RejectDialog({ kind, item, onClose }: { kind: DecidedKind; item: StaffQueueItem; onClose: () => void }) {
  const { t } = useTranslation('staff');
  const decide = useDecide(kind);
  const form = useZodForm(StaffRejectionSchema, { reason: '' });
  const submit = form.handleSubmit(({ reason }) =>
    decide.mutate(
      { id: item.id, decision: { decision: 'reject', reason } },
      {
        onSuccess: onClose,
      },
    ),
  );
  return (
    <Dialog
      opened
      onClose={onClose}
      title={t('decide.rejectTitle', { company: item.ragione_sociale })}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextareaField
            control={form.control}
            name="reason"
            label={t('decide.reason')}
            description={t('decide.reasonHint')}
            maxLength={QUEUE_REASON_MAX}
            autosize
            minRows={3}
            required
            data-autofocus
            data-testid="reject-reason"
          />
          {kind === 'commission_requests' && (
            <Text size="sm" c="dimmed">
              {t('decide.creditBack')}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('decide.cancel')}
            </Button>
            <Button type="submit" color="red" loading={decide.isPending} data-testid="reject-confirm">
              {t('decide.reject')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}

/** Marks a commission or co-marketing request paid: the day the provider paid it, today by default. */
function PaidDialog({ item, onClose }: { item: StaffQueueItem; onClose: () => void }) {
  const { t } = useTranslation('staff');
  const decide = useDecide('commission_requests');
  const today = isoDateIn(new Date(), PROVIDER_TIME_ZONE);
  const form = useZodForm(StaffPaidSchema, { paid_on: today });
  const submit = form.handleSubmit(({ paid_on }) =>
    decide.mutate(
      { id: item.id, decision: { decision: 'accept', paid_on } },
      {
        onSuccess: onClose,
        onError: (error) => applyServerErrors(error, form.setError),
      },
    ),
  );
  return (
    <Dialog
      opened
      onClose={onClose}
      title={t('decide.paidTitle', { company: item.ragione_sociale })}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextField
            control={form.control}
            name="paid_on"
            type="date"
            max={today}
            label={t('decide.paidOn')}
            description={t('decide.paidOnHint')}
            required
            data-autofocus
            data-testid="paid-on"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('decide.cancel')}
            </Button>
            <Button type="submit" loading={decide.isPending} data-testid="paid-confirm">
              {t('decide.accept.commission_requests')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}

/**
 * An admin's decision on one item: accept (asked to confirm; a partner's mode chosen; a commission
 * request marked paid on a day) or reject with a reason.
 */
export function DecisionButtons({ kind, item }: { kind: DecidedKind; item: StaffQueueItem }) {
  const { t } = useTranslation(['staff', 'partner']);
  const decide = useDecide(kind);
  const [rejecting, setRejecting] = useState(false);
  const [paying, setPaying] = useState(false);
  const asked = typeof item.details.modalita === 'string' ? (item.details.modalita as PartnerMode) : undefined;
  const [mode, setMode] = useState<PartnerMode | undefined>(asked);
  const action = t(`decide.accept.${kind}`);

  const accept = () => {
    if (kind === 'commission_requests') {
      setPaying(true);
      return;
    }
    modals.openConfirmModal({
      title: t('decide.confirmTitle'),
      children: <Text size="sm">{t('decide.confirmAccept', { action, company: item.ragione_sociale })}</Text>,
      labels: { confirm: t('decide.confirm'), cancel: t('decide.cancel') },
      confirmProps: { 'data-testid': 'confirm-action' },
      onConfirm: () =>
        decide.mutate({
          id: item.id,
          decision: { decision: 'accept', ...(kind === 'partner_requests' && mode ? { modalita: mode } : {}) },
        }),
    });
  };

  return (
    <Group gap="xs" align="end" wrap="wrap">
      {kind === 'partner_requests' && (
        <NativeSelect
          size="xs"
          label={t('decide.mode')}
          value={mode}
          onChange={(event) => setMode(event.currentTarget.value as PartnerMode)}
          data={PARTNER_ACCEPT_MODES.map((value) => ({ value, label: t(`partner:modalita.${value}.label`) }))}
          data-testid={`mode-${item.id}`}
        />
      )}
      <Button size="xs" onClick={accept} loading={decide.isPending} data-testid={`accept-${item.id}`}>
        {action}
      </Button>
      <Button
        size="xs"
        color="red"
        variant="light"
        onClick={() => setRejecting(true)}
        data-testid={`reject-${item.id}`}
      >
        {t('decide.reject')}
      </Button>
      {rejecting && <RejectDialog kind={kind} item={item} onClose={() => setRejecting(false)} />}
      {paying && <PaidDialog item={item} onClose={() => setPaying(false)} />}
    </Group>
  );
}
