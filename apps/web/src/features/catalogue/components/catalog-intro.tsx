import { useTranslation } from 'react-i18next';
import type { PriceList } from '@sportello/domain';

/** The page's description: prices in the company's currency; for a reseller, customer prices and the CHF rounding. */
export function CatalogIntro({ list }: { list: Pick<PriceList, 'reseller' | 'currency'> }) {
  const { t } = useTranslation();
  if (!list.reseller) return <>{t('catalogue:intro', { currency: list.currency })}</>;
  return (
    <>
      {t('catalogue:resellerIntro', {
        currency: list.currency,
        rounding: list.currency === 'CHF' ? t('catalogue:chfRounding') : '',
      })}
    </>
  );
}
