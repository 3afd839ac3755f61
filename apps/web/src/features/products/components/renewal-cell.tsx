import { Anchor, Badge, Button, Group, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { countedFrom, renewalAction, routeHref, trialState, type Product } from '@sportello/domain';
import { useIdCliente } from '../../../shared/routing/use-route-params.ts';
import type { RenewalChange } from './renewal-modal.tsx';

export interface RenewalCellProps {
  product: Product;
  /** The billing grant (policy changeProductRenewal): without it the controls are disabled. */
  canChange: boolean;
  /** Billing or sales (policy renewProduct): 'Riattiva'. */
  canRenew: boolean;
  /** The company is billed by BBW: the Automatico / Su richiesta switch. */
  onRequestBilling: boolean;
  /** The switch's value while its change is being confirmed (it reverts when that fails or is dismissed). */
  pendingMode: boolean | undefined;
  onChange: (change: RenewalChange) => void;
}

/** The renewal column of the products list (spec 2 §4): what the product will do and what may be done on it. */
export function RenewalCell({
  product,
  canChange,
  canRenew,
  onRequestBilling,
  pendingMode,
  onChange,
}: RenewalCellProps) {
  const { t } = useTranslation();
  const idCliente = useIdCliente();
  const today = countedFrom(product);
  const action = renewalAction({ ...product, pending_invoice_number: product.pending_invoice }, today);
  const trial = trialState({ ...product, pending_invoice_number: product.pending_invoice }, today);
  const testid = `renewal-${product.id}`;

  if (action === 'one_off')
    return (
      <Badge variant="light" color="gray" data-testid={testid}>
        {t('products:renewal.oneOff')}
      </Badge>
    );
  if (action === 'unpaid') {
    return (
      <Stack gap={2} data-testid={testid}>
        <Badge variant="light" color="red">
          {t('products:renewal.unpaid')}
        </Badge>
        <Anchor component={Link} to={routeHref('invoices')} size="sm">
          {t('products:renewal.invoices')}
        </Anchor>
      </Stack>
    );
  }
  if (action === 'reactivate') {
    return (
      <Stack gap={2} data-testid={testid}>
        <Text size="sm">{t('products:renewal.cancelled')}</Text>
        {canRenew ? (
          <Button
            component={Link}
            to={routeHref('product_renew', { id: product.id }, { id_cliente: idCliente })}
            size="xs"
            variant="light"
            data-testid={`reactivate-${product.id}`}
          >
            {t('products:renewal.reactivate')}
          </Button>
        ) : (
          <Button size="xs" variant="light" disabled data-testid={`reactivate-${product.id}`}>
            {t('products:renewal.reactivate')}
          </Button>
        )}
      </Stack>
    );
  }
  if (action === 'ticket') {
    return (
      <Stack gap={2} data-testid={testid}>
        <Text size="sm">{trial === 'ended' ? t('products:trial.ended') : t('products:renewal.expired')}</Text>
        <Anchor
          component={Link}
          to={routeHref('ticket', { id: 'new' }, { id_product: product.id })}
          size="sm"
          data-testid={`ticket-${product.id}`}
        >
          {t('products:renewal.ticket')}
        </Anchor>
      </Stack>
    );
  }

  const cancelled = action === 'renew';
  const automatic = pendingMode ?? product.rinnovo_automatico;
  return (
    <Stack gap={4} data-testid={testid}>
      <Text size="sm">
        {trial
          ? t(`products:trial.${trial}`)
          : cancelled
            ? t('products:renewal.cancelled')
            : onRequestBilling && !automatic
              ? t('products:renewal.onRequest')
              : t('products:renewal.automatic')}
      </Text>
      <Group gap="xs">
        <Button
          size="xs"
          variant={cancelled ? 'light' : 'subtle'}
          color={cancelled ? undefined : 'red'}
          disabled={!canChange}
          onClick={() => onChange({ kind: 'state', cancel: !cancelled })}
          aria-label={t(cancelled ? 'products:renewal.renewAria' : 'products:renewal.cancelAria', {
            name: product.nome,
          })}
          data-testid={cancelled ? `renew-${product.id}` : `cancel-${product.id}`}
        >
          {cancelled ? t('products:renewal.renew') : t('products:renewal.cancel')}
        </Button>
        {onRequestBilling &&
          !cancelled &&
          (canChange ? (
            <Switch
              size="sm"
              checked={automatic}
              onChange={(event) => onChange({ kind: 'mode', automatic: event.currentTarget.checked })}
              label={automatic ? t('products:renewal.modeAutomatic') : t('products:renewal.modeOnRequest')}
              aria-label={t('products:renewal.modeAria', { name: product.nome })}
              data-testid={`mode-${product.id}`}
            />
          ) : (
            <Text size="xs" c="dimmed" data-testid={`mode-${product.id}`}>
              {t('products:renewal.modeLabel')}:{' '}
              {automatic ? t('products:renewal.modeAutomatic') : t('products:renewal.modeOnRequest')}
            </Text>
          ))}
      </Group>
    </Stack>
  );
}
