import { Alert, Button, Group, Skeleton, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconClipboardList } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../shared/i18n/language.ts';
import { loadNamespaces } from '../../../shared/i18n/load-language.ts';
import { lazyPart } from '../../../shared/schedule/lazy-part.ts';
import { Dialog } from '../../../shared/ui/dialog.tsx';

// The survey's form, its schemas and texts load when the dialog opens, not with the shell.
const SurveyForm = lazyPart(async () => {
  const [module] = await Promise.all([
    import('../../../features/introduction/components/introduction-panel.tsx'),
    loadNamespaces(currentLanguage(), ['introduction']),
  ]);
  return module.IntroductionPanel;
});

/**
 * Spec 1 §2.3: the annual survey invitation; it opens the survey form in a dialog. Once saved the
 * server sets the survey date, the session is read again and the banner goes away for a year.
 */
export function SurveyBanner() {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Alert
        color="blue"
        variant="light"
        icon={<IconClipboardList aria-hidden />}
        title={t('shell:banners.survey.title')}
        data-testid="banner-survey"
      >
        <Group justify="space-between" gap="sm">
          <Text size="sm">{t('shell:banners.survey.text')}</Text>
          <Button
            size="xs"
            onClick={open}
            onMouseEnter={() => void SurveyForm.preload().catch(() => undefined)}
            data-testid="open-survey"
          >
            {t('shell:banners.survey.open')}
          </Button>
        </Group>
      </Alert>
      <Dialog
        opened={opened}
        onClose={close}
        size={800}
        title={t('shell:banners.survey.modalTitle')}
        closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      >
        <Text size="sm" mb="md">
          {t('shell:banners.survey.modalText')}
        </Text>
        <Suspense fallback={<Skeleton h={320} radius="md" />}>
          <SurveyForm.Component variant="survey" onSaved={close} />
        </Suspense>
      </Dialog>
    </>
  );
}
