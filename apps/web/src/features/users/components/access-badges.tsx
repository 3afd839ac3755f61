import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { displayedGrants, isOwner } from '@sportello/domain';

/** What a member may do (the owner as one badge) and which mails they receive. */
export function AccessBadges({
  grants,
  subscriptions,
}: {
  grants: readonly string[];
  subscriptions: readonly string[];
}) {
  const { t } = useTranslation();
  const shown = isOwner(grants) ? ['owner'] : displayedGrants(grants);
  return (
    <Group gap={6} data-testid="access-badges">
      {shown.map((g) => (
        <Badge key={g} variant="light" color={g === 'owner' || g === 'admin' ? 'blue' : 'gray'} radius="sm">
          {t(`users:grants.${g}`)}
        </Badge>
      ))}
      {subscriptions.map((s) => (
        <Badge key={s} variant="outline" color="gray" radius="sm">
          {t(`users:subscriptions.short.${s}`)}
        </Badge>
      ))}
    </Group>
  );
}
