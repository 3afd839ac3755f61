import { ActionIcon, Card, Code, CopyButton, Group, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ListError } from '../../../shared/list-page/list-states.tsx';
import { useAffiliationLink } from '../api/customers-api.ts';
import { Hint } from '../../../shared/ui/hint.tsx';

function Copy({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation();
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Hint label={copied ? t('customers:affiliation.copied') : label} withArrow>
          <ActionIcon variant="subtle" onClick={copy} aria-label={label}>
            {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
          </ActionIcon>
        </Hint>
      )}
    </CopyButton>
  );
}

/** Spec 2 §2: the affiliation link (a company signing up through it is presented) and the partner-badge snippets. */
export function AffiliationCard() {
  const { t } = useTranslation();
  const headingId = useId();
  const link = useAffiliationLink();
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={headingId} data-testid="affiliation">
      <Stack gap="md">
        <Title order={2} size="h3" id={headingId}>
          {t('customers:affiliation.title')}
        </Title>
        <Text size="sm">{t('customers:affiliation.text')}</Text>
        {link.isPending && <Skeleton height={36} />}
        {link.isError && <ListError text={t('customers:affiliation.error')} />}
        {link.data && (
          <>
            <TextInput
              label={t('customers:affiliation.link')}
              value={link.data.link}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
              rightSection={<Copy value={link.data.link} label={t('customers:affiliation.copyLink')} />}
              data-testid="affiliation-link"
            />
            <Text fw={600} size="sm">
              {t('customers:affiliation.badges')}
            </Text>
            {link.data.badges.map((badge) => (
              <Stack key={badge.name} gap={4}>
                <Group justify="space-between" gap="xs">
                  <Text size="sm">{t(`customers:affiliation.badge.${badge.name}`)}</Text>
                  <Copy
                    value={badge.html}
                    label={t('customers:affiliation.copyBadge', {
                      badge: t(`customers:affiliation.badge.${badge.name}`),
                    })}
                  />
                </Group>
                <Code
                  block
                  style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
                  data-testid={`badge-${badge.name}`}
                >
                  {badge.html}
                </Code>
              </Stack>
            ))}
          </>
        )}
      </Stack>
    </Card>
  );
}
