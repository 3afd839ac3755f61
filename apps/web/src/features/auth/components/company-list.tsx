import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CompanyAccess } from '../api/get-company-access.ts';
import classes from './company-list.module.css';

export interface CompanyListProps {
  companies: readonly CompanyAccess[];
  current: number | null;
  pendingId: number | null;
  onChoose: (company: CompanyAccess) => void;
}

export function CompanyList({ companies, current, pendingId, onChoose }: CompanyListProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" component="ul" className={classes.list} aria-label={t('auth:chooser.listLabel')}>
      {companies.map((company) => (
        <li key={company.id_azienda}>
          <UnstyledButton
            className={classes.item}
            onClick={() => onChoose(company)}
            disabled={pendingId !== null}
            aria-busy={pendingId === company.id_azienda}
            data-testid={`company-${company.id_azienda}`}
          >
            <Group justify="space-between" wrap="nowrap">
              <Stack gap={2}>
                <Text fw={600}>{company.ragione_sociale}</Text>
                <Text size="xs" c="dimmed">
                  #{company.id_azienda}
                </Text>
              </Stack>
              <Group gap="xs" wrap="nowrap">
                {company.id_azienda === current && (
                  <Badge variant="light" size="sm">
                    {t('auth:chooser.current')}
                  </Badge>
                )}
                <IconChevronRight size={18} aria-hidden />
              </Group>
            </Group>
          </UnstyledButton>
        </li>
      ))}
    </Stack>
  );
}
