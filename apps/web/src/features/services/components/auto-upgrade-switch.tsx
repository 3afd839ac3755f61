import { Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { autoUpgradePrice, type Panel, type ServiceDetail } from '@sportello/domain';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { notify } from '../../../shared/notify/notify.ts';
import { silentSaveError, useSaveService } from '../api/services-api.ts';

/** The traffic auto-upgrade switch, saved at once, with the price of an upgrade in the company's currency. */
export function AutoUpgradeSwitch({ detail, panel }: { detail: ServiceDetail; panel: Panel }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const save = useSaveService(detail.dominio);
  return (
    <Stack gap={4}>
      <Switch
        label={t('services:panel.autoUpgrade')}
        checked={panel.auto_upgrade_bw}
        disabled={save.isPending}
        onChange={(e) => {
          const on = e.currentTarget.checked;
          save.mutate(
            { auto_upgrade_bw: on },
            {
              onSuccess: () =>
                notify({
                  level: 'success',
                  message: t(on ? 'services:panel.autoUpgradeOn' : 'services:panel.autoUpgradeOff'),
                }),
              onError: (e) => {
                if (!silentSaveError(e)) notify({ level: 'danger', message: t('services:panel.autoUpgradeFailed') });
              },
            },
          );
        }}
        data-testid="auto-upgrade"
      />
      <Text size="xs" c="dimmed" data-testid="auto-upgrade-price">
        {t('services:panel.autoUpgradePrice', { price: autoUpgradePrice(detail.currency, language) })}
      </Text>
    </Stack>
  );
}
