import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PRODUCT_GROUPS, type ProductGroup } from '@sportello/domain';
import { groupLabel } from './product-groups.ts';

/** The groups to filter the products by, or all of them. */
export function ProductGroupSelect({
  group,
  onChange,
}: {
  group: ProductGroup | undefined;
  onChange: (group: string | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <NativeSelect
      label={t('products:filters.group')}
      data={[
        { value: '', label: t('products:filters.allGroups') },
        ...PRODUCT_GROUPS.map((g) => ({ value: g, label: groupLabel(t, g) })),
      ]}
      value={group ?? ''}
      onChange={(event) => onChange(event.currentTarget.value || null)}
      w={{ base: '100%', sm: 240 }}
      data-testid="products-group"
    />
  );
}
