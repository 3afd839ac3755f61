import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { transferFormOf, transferParts, type TransferFlags } from '@sportello/domain';

/** What a product awaits, as badges: the domain's registrant, the site's or the mailboxes' access (light colours that keep AA contrast). */
export function AwaitedData({ product }: { product: TransferFlags }) {
  const { t } = useTranslation();
  const form = transferFormOf(product);
  const parts = transferParts(product);
  return (
    <Group gap={4}>
      {form === 'registrant' && (
        <Badge variant="light" color="grape">
          {t('transfers:awaits.registrant')}
        </Badge>
      )}
      {form === 'hosting' && parts.site && (
        <Badge variant="light" color="blue">
          {t('transfers:awaits.site')}
        </Badge>
      )}
      {form === 'hosting' && parts.mail && (
        <Badge variant="light" color="violet">
          {t('transfers:awaits.mail')}
        </Badge>
      )}
    </Group>
  );
}
