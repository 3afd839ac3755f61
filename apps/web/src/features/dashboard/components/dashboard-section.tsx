import { Anchor, Card, Group, Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';

/** One dashboard section: a card with its heading (h2), a link to its page, and its states. */
export function DashboardSection({
  title,
  link,
  testId,
  children,
}: {
  title: string;
  link?: { href: string; label: string };
  testId: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={headingId} data-testid={testId}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        {link && (
          <Anchor component={Link} to={link.href} size="sm">
            {link.label}
          </Anchor>
        )}
      </Group>
      {children}
    </Card>
  );
}

/** A section's lines, as a list without bullets. */
export function SectionLines({ children }: { children: ReactNode }) {
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {children}
    </Stack>
  );
}
