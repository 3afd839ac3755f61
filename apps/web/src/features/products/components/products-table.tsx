import { Table, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Product } from '@sportello/domain';
import type { ListPageSort } from '../../../shared/list-page/list-section.tsx';
import stacked from '../../../shared/ui/stacked-table.module.css';
import { ProductRow, type ProductRowProps } from './product-row.tsx';
import { SortableHeader } from './sortable-header.tsx';

/** A page of products (stacked on a phone), sorted by the server on the columns that say so. */
export function ProductsTable({
  products,
  sort,
  rowProps,
}: {
  products: readonly Product[];
  sort: ListPageSort;
  rowProps: (product: Product) => Omit<ProductRowProps, 'product'>;
}) {
  const { t } = useTranslation();
  return (
    <div className={stacked.scroll}>
      <Table verticalSpacing="sm" highlightOnHover className={stacked.table} data-testid="products-table">
        <Table.Thead>
          <Table.Tr>
            <SortableHeader sort={sort} sortKey="id" label={t('products:columns.product')} />
            <SortableHeader sort={sort} sortKey="dominio" label={t('products:columns.domain')} />
            <SortableHeader sort={sort} sortKey="data_fine" label={t('products:columns.expiry')} />
            <Table.Th>{t('products:columns.group')}</Table.Th>
            <SortableHeader sort={sort} sortKey="importo" label={t('products:columns.amount')} />
            <Table.Th miw={160}>{t('products:columns.renewal')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('products:columns.notes')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {products.map((p) => (
            <ProductRow key={p.id} product={p} {...rowProps(p)} />
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
