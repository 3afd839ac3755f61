import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconClipboardList } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routeHref } from '@sportello/domain';

/** The annual survey invitation; the survey form itself comes with the introduction area. */
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
          <Button size="xs" onClick={open}>
            {t('shell:banners.survey.open')}
          </Button>
        </Group>
      </Alert>
      <Modal
        opened={opened}
        onClose={close}
        title={t('shell:banners.survey.modalTitle')}
        closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      >
        <Stack>
          <Text>{t('shell:banners.survey.modalText')}</Text>
          <Text>{t('shell:banners.survey.modalWhere')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common:actions.close')}
            </Button>
            <Button component={Link} to={routeHref('introduction')} onClick={close}>
              {t('shell:banners.survey.goToIntroduction')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
