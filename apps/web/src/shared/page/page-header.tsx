import { Anchor, Breadcrumbs, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routeHref } from '@sportello/domain';
import { useIdCliente } from '../routing/use-route-params.ts';
import { DocumentTitle } from './document-title.tsx';

export interface Crumb {
  label: string;
  to: string;
}

export interface PageHeaderProps {
  title: string;
  /** Pages between the dashboard and this one. */
  trail?: readonly Crumb[];
  description?: ReactNode;
  /** The dashboard itself has no trail. */
  withBreadcrumbs?: boolean;
}

/** Title, document title and breadcrumbs starting from the dashboard (spec 1 §2.3). */
export function PageHeader({ title, trail = [], description, withBreadcrumbs = true }: PageHeaderProps) {
  const { t } = useTranslation();
  const idCliente = useIdCliente();
  const crumbs: Crumb[] = [
    { label: t('routes:dashboard'), to: routeHref('dashboard', { id_cliente: idCliente ?? '' }) },
    ...trail,
  ];
  return (
    <Stack gap="xs" mb="lg">
      <DocumentTitle title={title} />
      {withBreadcrumbs && (
        <nav aria-label={t('common:breadcrumbs')}>
          <Breadcrumbs separatorMargin={6}>
            {crumbs.map((crumb) => (
              <Anchor key={crumb.to} component={Link} to={crumb.to} size="sm">
                {crumb.label}
              </Anchor>
            ))}
            <Text size="sm" c="dimmed" aria-current="page">
              {title}
            </Text>
          </Breadcrumbs>
        </nav>
      )}
      <Title order={1} size="h2">
        {title}
      </Title>
      {description && <Text c="dimmed">{description}</Text>}
    </Stack>
  );
}
