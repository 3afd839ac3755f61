import { Anchor, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROUTES, routeHref, type RouteDef, type RouteName } from '@sportello/domain';
import { DocumentTitle } from '../../shared/page/document-title.tsx';
import { Brand } from '../../shared/ui/brand.tsx';
import { PageHeader } from '../../shared/page/page-header.tsx';
import { useRouteName } from '../../shared/routing/route-handle.ts';
import { useIdCliente } from '../../shared/routing/use-route-params.ts';
import { useLogout } from '../../shared/session/logout.ts';
import { useUserInfo } from '../../shared/session/session.ts';
import { NAV_PARENT } from '../shell/nav-groups.ts';

/** One page for every area a later issue builds: it says so plainly and pretends nothing. */
export function PlaceholderPage() {
  const name = useRouteName() ?? 'dashboard';
  const def: RouteDef = ROUTES[name];
  return def.fullPage ? <FullPagePlaceholder name={name} /> : <ChromePlaceholder name={name} />;
}

function Notice() {
  const { t } = useTranslation();
  return (
    <Group gap="md" wrap="nowrap" align="flex-start">
      <ThemeIcon size={44} radius="xl" variant="light" aria-hidden>
        <IconTools size={24} />
      </ThemeIcon>
      <Stack gap={4}>
        <Title order={2} size="h4">
          {t('common:placeholder.title')}
        </Title>
        <Text>{t('common:placeholder.text')}</Text>
      </Stack>
    </Group>
  );
}

function ChromePlaceholder({ name }: { name: RouteName }) {
  const { t } = useTranslation();
  const idCliente = useIdCliente();
  const parent = NAV_PARENT[name];
  const parentDef: RouteDef | undefined = parent ? ROUTES[parent] : undefined;
  const trail = parent
    ? [
        {
          label: t(`routes:${parent}`),
          to: routeHref(parent, parentDef?.customerPrefix && idCliente ? { id_cliente: idCliente } : {}),
        },
      ]
    : [];
  return (
    <Stack gap="md" data-testid="placeholder-page">
      <PageHeader title={t(`routes:${name}`)} trail={trail} />
      <Paper withBorder p="lg">
        <Notice />
      </Paper>
    </Stack>
  );
}

/** Onboarding screens can hold a signed-in user back (terms, approval): the way out is logging out. */
function FullPagePlaceholder({ name }: { name: RouteName }) {
  const { t } = useTranslation();
  const user = useUserInfo();
  const { logout } = useLogout();
  const title = t(`routes:${name}`);
  return (
    <Paper
      withBorder
      shadow="md"
      radius="lg"
      p={{ base: 'lg', sm: 'xl' }}
      maw={520}
      w="100%"
      data-testid="placeholder-page"
    >
      <DocumentTitle title={title} />
      <Stack gap="lg">
        <Brand />
        <Title order={1} size="h2">
          {title}
        </Title>
        <Notice />
        <Group justify="flex-end">
          {user ? (
            <Button variant="default" onClick={logout}>
              {t('shell:userMenu.logout')}
            </Button>
          ) : (
            <Anchor component={Link} to={routeHref('login')}>
              {t('auth:login.title')}
            </Anchor>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
