import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  BACKUP_ROTATION,
  FEATURE_KEYS,
  FEATURE_KINDS,
  formatNumber,
  formatPercent,
  type CatalogItem,
  type FeatureKey,
} from '@sportello/domain';
import { useLanguage } from '../../../shared/i18n/use-language.ts';

/** Spec 2 §3 product features of one product, each with its label and its value in the current language. */
export function ProductFeatures({ item, id }: { item: CatalogItem; id: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const number = (value: number) => formatNumber(value, language);
  const format = (key: FeatureKey, value: number | boolean | string): string => {
    const kind = FEATURE_KINDS[key];
    if (key === 'backup' && value === true) return t('catalogue:features.backupRotation', BACKUP_ROTATION);
    if (typeof value === 'boolean') return t(value ? 'catalogue:features.yes' : 'catalogue:features.no');
    if (typeof value === 'string')
      return kind === 'support' || kind === 'monitoring' ? t(`catalogue:features.${kind}.${value}`) : value;
    switch (kind) {
      case 'gb':
        return value === 0
          ? t('catalogue:features.unlimited')
          : value >= 1000 && value % 1000 === 0
            ? `${number(value / 1000)} TB`
            : `${number(value)} GB`;
      case 'count':
        return value === 0 ? t('catalogue:features.unlimited') : number(value);
      case 'percent':
        return formatPercent(value, language);
      case 'ms':
        return `${number(value)} ms`;
      case 'mbs':
        return `${number(value)} MB/s`;
      default:
        return number(value);
    }
  };
  const rows = FEATURE_KEYS.flatMap((key) => {
    const value = item.features[key];
    return value === undefined ? [] : [[t(`catalogue:features.labels.${key}`), format(key, value)] as const];
  });
  if (item.min_ram !== null) rows.unshift([t('catalogue:features.minRam'), `${number(item.min_ram)} GB`]);
  return (
    <List
      id={id}
      size="sm"
      spacing={2}
      listStyleType="none"
      data-testid="product-features"
      style={{ columns: '14rem auto' }}
    >
      {rows.map(([label, value]) => (
        <List.Item key={label}>
          <Text span size="sm" c="dimmed">
            {label}:
          </Text>{' '}
          <Text span size="sm">
            {value}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}
