import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { csvText, type PriceList } from '@sportello/domain';
import { downloadCsv } from '../../../shared/file/csv.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { csvRows, type CatalogGroup } from './catalog-view.ts';

/** CSV export of what the page shows (spec 2 catalog): the filters, category and duration applied. */
export function CatalogCsvButton({ list, groups }: { list: PriceList; groups: CatalogGroup[] }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const download = () => {
    const columns = [
      t('catalogue:columns.category'),
      t('catalogue:columns.code'),
      t('catalogue:columns.product'),
      t('catalogue:columns.duration'),
      `${t(list.reseller ? 'catalogue:columns.listPrice' : 'catalogue:columns.price')} (${list.currency})`,
      ...(list.reseller
        ? [
            `${t('catalogue:columns.discounted')} (${list.currency})`,
            t('catalogue:columns.markup'),
            `${t('catalogue:columns.customer')} (${list.currency})`,
          ]
        : []),
      `${t('catalogue:columns.withVat')} (${list.currency})`,
    ];
    const rows = csvRows(list, groups, {
      columns,
      duration: (d) => t(`catalogue:durations.${d}`),
      decimal: language === 'en' ? '.' : ',',
    });
    downloadCsv(`${t('catalogue:csvName')}.csv`, csvText(rows));
  };
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden />}
      onClick={download}
      disabled={groups.length === 0}
      data-testid="catalog-csv"
    >
      {t('catalogue:export')}
    </Button>
  );
}
