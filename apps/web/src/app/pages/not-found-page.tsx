import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routeHref } from '@sportello/domain';
import { AuthCard } from '../../shared/ui/auth-card.tsx';
import { BackgroundPage } from '../layouts/background-page.tsx';
import { FullPageHeader } from '../layouts/full-page-layout.tsx';

/** The public page for any path outside the route table: the brand, language and theme controls, and the way back. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <BackgroundPage header={<FullPageHeader />}>
      <AuthCard title={t('common:notFound.title')} width={480}>
        <Stack data-testid="not-found-page">
          <Text fw={700} size="xl" c="dimmed" aria-hidden>
            404
          </Text>
          <Text>{t('common:notFound.text')}</Text>
          <Anchor component={Link} to={routeHref('dashboard')}>
            {t('common:notFound.link')}
          </Anchor>
        </Stack>
      </AuthCard>
    </BackgroundPage>
  );
}
