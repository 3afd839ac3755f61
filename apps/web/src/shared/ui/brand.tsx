import { Group, Image, Text, ThemeIcon } from '@mantine/core';
import { IconCloud } from '@tabler/icons-react';
import { useAppConfig } from '../config/app-config.ts';

/** The provider's logo and name from the configuration (DESIGN §5: brand is configuration, not code). */
export function Brand({ size = 32 }: { size?: number }) {
  const { brand } = useAppConfig();
  return (
    <Group gap="xs" wrap="nowrap" miw={0}>
      {brand.logo_url ? (
        <Image src={brand.logo_url} alt="" h={size} w="auto" fit="contain" />
      ) : (
        <ThemeIcon size={size} radius="md" color={brand.primary_color ?? undefined} aria-hidden>
          <IconCloud size={size * 0.6} />
        </ThemeIcon>
      )}
      <Text fw={700} size="lg" truncate="end" data-testid="brand-name">
        {brand.name}
      </Text>
    </Group>
  );
}
