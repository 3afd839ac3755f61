import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * A list's export: a link to the list itself as CSV (`useListQuery`'s `csvHref`), every page with
 * the current filters and sort, which the browser downloads as the server streams it.
 */
export function CsvButton({ href, disabled, testId }: { href: string; disabled: boolean; testId: string }) {
  const { t } = useTranslation();
  return (
    <Button
      component="a"
      href={href}
      download
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden />}
      disabled={disabled}
      data-testid={testId}
    >
      {t('common:list.export')}
    </Button>
  );
}
