import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney, type PolicyDecision, type Product } from '@sportello/domain';
import { AuthCodeRequestButton } from '../../../modules/tickets/index.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { ProductActions } from './product-actions.tsx';
import { ProductExpiryCell } from './product-expiry-cell.tsx';
import { ProductGroupCell } from './product-group-cell.tsx';
import { ProductNameCell } from './product-name-cell.tsx';
import { RenewalCell } from './renewal-cell.tsx';
import type { RenewalChange } from './renewal-modal.tsx';

export interface ProductRowProps {
  product: Product;
  /** Billing (policy changeProductRenewal): renewal changes. */
  change: PolicyDecision;
  /** Billing or sales (policy renewProduct): 'Riattiva' and upgrade. */
  renew: PolicyDecision;
  /** The company is billed by BBW: the Automatico / Su richiesta switch. */
  onRequestBilling: boolean;
  /** The switch's value while its change is being confirmed. */
  pendingMode: boolean | undefined;
  onChange: (change: RenewalChange) => void;
  onNote: () => void;
}

/** One product of the list: name, domain (with the AuthCode request), expiry, group, amount, renewal, actions. */
export function ProductRow({
  product: p,
  change,
  renew,
  onRequestBilling,
  pendingMode,
  onChange,
  onNote,
}: ProductRowProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <Table.Tr data-testid={`product-${p.codice}`}>
      <ProductNameCell product={p} />
      <Table.Td data-label={t('products:columns.domain')} data-wide>
        <Text size="sm">{p.dominio}</Text>
        {p.group_code === 'dominio' && p.days_to_expiration >= 0 && <AuthCodeRequestButton domain={p.dominio} />}
      </Table.Td>
      <ProductExpiryCell product={p} />
      <ProductGroupCell product={p} />
      <Table.Td data-label={t('products:columns.amount')}>
        <Text size="sm">{formatMoney(p.importo, p.currency, language)}</Text>
        <Text size="xs" c="dimmed">
          {t(`catalogue:durations.${p.durata}`)}
        </Text>
      </Table.Td>
      <Table.Td data-label={t('products:columns.renewal')}>
        <RenewalCell
          product={p}
          canChange={change.allowed}
          canRenew={renew.allowed}
          onRequestBilling={onRequestBilling}
          pendingMode={pendingMode}
          onChange={onChange}
        />
      </Table.Td>
      <Table.Td>
        <ProductActions product={p} renew={renew} onNote={onNote} />
      </Table.Td>
    </Table.Tr>
  );
}
