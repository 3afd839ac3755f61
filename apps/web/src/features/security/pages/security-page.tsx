import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconLifebuoy, IconLockOpen } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IpUnblockSchema, routeHref, type IpUnblock } from '@sportello/domain';
import { TextField } from '../../../shared/form/text-field.tsx';
import { useZodForm } from '../../../shared/form/zod-form.ts';
import { notify } from '../../../shared/notify/notify.ts';
import { PageLayout } from '../../../shared/page/page-layout.tsx';
import { useDetectedIp, useUnblockIp } from '../api/security-api.ts';
import { FormActions } from '../../../shared/form/form-actions.tsx';

/** IP unblock, 'Sblocco IP' (spec 3 §2, §8): lifts the automatic ban of an address, the visitor's own by default. */
export function SecurityPage() {
  const { t } = useTranslation();
  const detected = useDetectedIp();
  const unblock = useUnblockIp();
  const form = useZodForm(IpUnblockSchema, { ip: '' });
  const detectedIp = detected.data?.ip;

  useEffect(() => {
    // Prefilled once the address is known, unless the user has typed one already.
    if (detectedIp && !form.getFieldState('ip').isDirty) form.setValue('ip', detectedIp);
  }, [detectedIp, form]);

  const submit = form.handleSubmit(async ({ ip }: IpUnblock) => {
    const lifted = await unblock.mutateAsync(ip).catch(() => null);
    if (lifted === true) notify({ level: 'success', message: t('security:unblocked') });
    if (lifted === false) notify({ level: 'warning', message: t('security:notFound') });
  });

  return (
    <PageLayout width="form" testId="security-page" title={t('routes:security')}>
      <Paper withBorder radius="md" p="md">
        <form onSubmit={(event) => void submit(event)} noValidate data-testid="unblock-form">
          <Stack gap="md">
            <Text>{t('security:explanation')}</Text>
            <Text>{t('security:howTo')}</Text>
            <TextField
              control={form.control}
              name="ip"
              label={t('security:ip')}
              description={detectedIp ? t('security:detected', { ip: detectedIp }) : undefined}
              withAsterisk
              autoComplete="off"
              spellCheck={false}
              data-testid="unblock-ip"
            />
            <FormActions>
              <Button
                type="submit"
                leftSection={<IconLockOpen size={16} aria-hidden />}
                loading={unblock.isPending}
                data-testid="unblock-submit"
              >
                {t('security:submit')}
              </Button>
            </FormActions>
            <Group gap="sm" wrap="wrap">
              <Text size="sm" c="dimmed">
                {t('security:noEffect')}
              </Text>
              <Button
                component={Link}
                to={routeHref('tickets')}
                variant="light"
                size="xs"
                leftSection={<IconLifebuoy size={14} aria-hidden />}
                data-testid="tickets-link"
              >
                {t('security:openTicket')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </PageLayout>
  );
}
