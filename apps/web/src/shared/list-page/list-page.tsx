import type { ReactNode } from 'react';
import type { Crumb } from '../page/page-header.tsx';
import { PageLayout } from '../page/page-layout.tsx';
import { ListSection, type ListSectionProps } from './list-section.tsx';

export type { ListPageFilter, ListPagePagination, ListPageSort } from './list-section.tsx';

export interface ListPageProps extends Omit<ListSectionProps, 'title'> {
  title: string;
  trail?: readonly Crumb[];
  description?: ReactNode;
}

/** The page every list uses (spec 1 §2.3): breadcrumbs, title, and the list with its filter and states. */
export function ListPage({ title, trail, description, ...list }: ListPageProps) {
  return (
    <PageLayout width="wide" title={title} trail={trail} description={description}>
      <ListSection {...list} />
    </PageLayout>
  );
}
