import { Button, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Spec 1 §8 'script loading failure': the page's code did not arrive (a dropped connection, a new
 * release replacing the old files). Said with the address and a reload; nothing is reported, as
 * for any network error. Drawn with what the first page already loaded: another chunk could fail too.
 */
export function ScriptLoadFailed({ url }: { url: string }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p="xl" maw={560} mx="auto" mt="xl" role="alert" data-testid="script-load-failed">
      <Stack align="center" ta="center">
        <Text style={{ overflowWrap: 'anywhere' }}>{t('common:scriptLoadFailed', { url })}</Text>
        <Button onClick={() => window.location.reload()}>{t('common:actions.reload')}</Button>
      </Stack>
    </Paper>
  );
}
