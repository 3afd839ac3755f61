import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * A list's export: a link to the list itself as CSV (`useListQuery`'s `csvHref`), every page with
 * the current filters and sort, which the browser downloads as the server streams it. Never
 * disabled: an empty list exports its header row, and a disabled link's faded text fails contrast.
 */
export function CsvButton({ href, testId }: { href: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <Button
      component="a"
      href={href}
      download
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden />}
      data-testid={testId}
    >
      {t('common:list.export')}
    </Button>
  );
}
