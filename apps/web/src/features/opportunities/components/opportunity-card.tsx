import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  formatDate,
  formatMoney,
  type Opportunity,
  type OpportunityDecision,
  type OpportunityState,
} from '@sportello/domain';
import { useLanguage } from '../../../shared/i18n/use-language.ts';

// Light badges that keep AA text contrast in both schemes (no green or orange: docs/decisions.md).
const STATE_COLOR: Record<OpportunityState, string> = {
  attesa: 'blue',
  accettata: 'indigo',
  rifiutata: 'gray',
  scaduta: 'grape',
};

export interface OpportunityCardProps {
  opportunity: Opportunity;
  busy: boolean;
  onDecide: (decision: OpportunityDecision) => void;
}

/** One lead: the project, its requirements, the requester's data once accepted, and the decision after a confirmation. */
export function OpportunityCard({ opportunity: o, busy, onDecide }: OpportunityCardProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const confirm = (decision: OpportunityDecision) =>
    modals.openConfirmModal({
      title: t(decision === 'accettata' ? 'opportunities:confirmAcceptTitle' : 'opportunities:confirmRejectTitle'),
      children: (
        <Text size="sm">
          {t(decision === 'accettata' ? 'opportunities:confirmAccept' : 'opportunities:confirmReject', {
            nome: o.nome,
          })}
        </Text>
      ),
      labels: {
        confirm: t(decision === 'accettata' ? 'opportunities:accept' : 'opportunities:reject'),
        cancel: t('common:actions.cancel'),
      },
      confirmProps: { color: decision === 'accettata' ? undefined : 'red', 'data-testid': 'confirm-action' },
      onConfirm: () => onDecide(decision),
    });
  const facts: [string, string | null][] = [
    [t('opportunities:fields.tempistiche'), o.tempistiche],
    [t('opportunities:fields.budget'), o.budget === null ? null : formatMoney(o.budget, o.currency, language)],
    [t('opportunities:fields.cliente'), o.cliente],
    [t('opportunities:fields.dominio'), o.dominio],
    [t('opportunities:fields.contatti'), o.contatti],
  ];
  const requirements = [...o.skills, ...o.tech_skills, ...o.business_sectors];
  return (
    <Card withBorder padding="md" component="article" aria-label={o.nome} data-testid="opportunity-card">
      <Stack gap="xs">
        <Group justify="space-between" align="baseline" wrap="wrap">
          <Title order={3} size="h5">
            {o.nome}
          </Title>
          <Badge color={STATE_COLOR[o.stato]} variant="light" data-testid="opportunity-state">
            {t(`opportunities:state.${o.stato}`)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t('opportunities:received', { date: formatDate(o.data, language) })}
          {o.stato === 'attesa' && ` · ${t('opportunities:expires', { date: formatDate(o.scadenza, language) })}`}
        </Text>
        <Text size="sm">{o.descrizione}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          {facts
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <Text size="sm" key={label} style={{ overflowWrap: 'anywhere' }}>
                <Text span fw={600}>
                  {label}:
                </Text>{' '}
                {value}
              </Text>
            ))}
        </SimpleGrid>
        {o.stato !== 'accettata' && (
          <Text size="sm" c="dimmed">
            {t('opportunities:hidden')}
          </Text>
        )}
        {requirements.length > 0 && (
          <Group gap={6}>
            {requirements.map((name) => (
              <Badge key={name} variant="default">
                {name}
              </Badge>
            ))}
          </Group>
        )}
        {o.stato === 'attesa' && (
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              leftSection={<IconX size={16} aria-hidden />}
              disabled={busy}
              onClick={() => confirm('rifiutata')}
              data-testid="opportunity-reject"
            >
              {t('opportunities:reject')}
            </Button>
            <Button
              leftSection={<IconCheck size={16} aria-hidden />}
              loading={busy}
              onClick={() => confirm('accettata')}
              data-testid="opportunity-accept"
            >
              {t('opportunities:accept')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
