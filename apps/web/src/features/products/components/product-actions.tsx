import { ActionIcon, Group } from '@mantine/core';
import { IconNote, IconTrendingUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routeHref, type PolicyDecision, type Product } from '@sportello/domain';
import { useIdCliente } from '../../../shared/routing/use-route-params.ts';
import { Hint } from '../../../shared/ui/hint.tsx';

/**
 * The last column: Upgrade (a running product renewed periodically with no renewal invoice
 * pending; disabled with the policy's message without the grant) and the customer's note.
 */
export function ProductActions({
  product: p,
  renew,
  onNote,
}: {
  product: Product;
  /** Billing or sales (policy renewProduct): upgrade. */
  renew: PolicyDecision;
  onNote: () => void;
}) {
  const { t } = useTranslation();
  const idCliente = useIdCliente();
  return (
    <Group gap={4} wrap="nowrap">
      {p.durata !== 'Una tantum' && p.days_to_expiration >= 0 && !p.pending_invoice && (
        <Hint label={renew.allowed ? t('products:upgrade.action') : t(`messages:${renew.message}`)}>
          {renew.allowed ? (
            <ActionIcon
              variant="subtle"
              component={Link}
              to={routeHref('product_upgrade', { id: p.id }, { id_cliente: idCliente })}
              aria-label={`${t('products:upgrade.action')} ${p.nome}`}
              data-testid={`upgrade-${p.id}`}
            >
              <IconTrendingUp size={18} aria-hidden />
            </ActionIcon>
          ) : (
            <ActionIcon
              variant="subtle"
              disabled
              aria-label={`${t('products:upgrade.action')} ${p.nome}`}
              data-testid={`upgrade-${p.id}`}
            >
              <IconTrendingUp size={18} aria-hidden />
            </ActionIcon>
          )}
        </Hint>
      )}
      <Hint label={p.note_cliente || t('products:notes.open')}>
        <ActionIcon
          variant={p.note_cliente ? 'light' : 'subtle'}
          onClick={onNote}
          aria-label={t('products:notes.aria', { name: p.nome })}
          data-testid={`notes-${p.id}`}
        >
          <IconNote size={18} aria-hidden />
        </ActionIcon>
      </Hint>
    </Group>
  );
}
