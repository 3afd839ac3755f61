import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageHeader, type PageHeaderProps } from './page-header.tsx';

/**
 * How wide a page's content runs (issue 14 item 8): lists, tables and dashboards use the whole
 * width; pages made of forms and cards keep one reading width, the same on every such page.
 */
export type PageWidth = 'wide' | 'form';
export const FORM_PAGE_WIDTH = 880;

export interface PageLayoutProps extends PageHeaderProps {
  width: PageWidth;
  testId?: string;
  children: ReactNode;
}

/** Every signed-in page: its header (title, breadcrumbs, description), then its content at the page's width. */
export function PageLayout({ width, testId, children, ...header }: PageLayoutProps) {
  return (
    <Stack gap="lg" maw={width === 'form' ? FORM_PAGE_WIDTH : undefined} data-testid={testId} data-page-width={width}>
      <PageHeader {...header} />
      {children}
    </Stack>
  );
}
