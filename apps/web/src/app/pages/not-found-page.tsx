import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routeHref } from '@sportello/domain';
import { DocumentTitle } from '../../shared/page/document-title.tsx';
import { BackgroundPage } from '../layouts/background-page.tsx';

/** The public page for any path outside the route table. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <BackgroundPage>
      <DocumentTitle title={t('common:notFound.title')} />
      <Paper withBorder shadow="md" radius="lg" p="xl" maw={480} data-testid="not-found-page">
        <Stack>
          <Text fw={700} size="xl" c="dimmed" aria-hidden>
            404
          </Text>
          <Title order={1} size="h2">
            {t('common:notFound.title')}
          </Title>
          <Text>{t('common:notFound.text')}</Text>
          <Anchor component={Link} to={routeHref('dashboard')}>
            {t('common:notFound.link')}
          </Anchor>
        </Stack>
      </Paper>
    </BackgroundPage>
  );
}
