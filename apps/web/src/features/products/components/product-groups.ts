import { GRACE_THRESHOLD_DAYS, type ProductGroup } from '@sportello/domain';

// Light badges that keep the text contrast of WCAG AA in both schemes (yellow, orange, teal do not).
export const GROUP_COLORS: Record<ProductGroup, string> = {
  trial: 'grape',
  grace: 'red',
  cancelled: 'dark',
  this_month: 'indigo',
  three_months: 'blue',
  year_end: 'violet',
  later: 'gray',
};

/** A group's name in the user's language; the grace group says its days. */
export const groupLabel = (t: (key: string, options?: Record<string, unknown>) => string, group: ProductGroup) =>
  t(`products:groups.${group}`, { days: GRACE_THRESHOLD_DAYS });
