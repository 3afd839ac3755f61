import { Alert, Anchor, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  formatDate,
  formatMoney,
  isoDateIn,
  nextPeriodEnd,
  PROVIDER_TIME_ZONE,
  renewalRefusal,
  rowAmounts,
  routeHref,
} from '@sportello/domain';
import { followPayAnswer, PaymentForm, usePaymentOptions } from '../../../modules/ledger/index.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { ListError, ListLoading, NotFoundState } from '../../../shared/list-page/list-states.tsx';
import { PageLayout } from '../../../shared/page/page-layout.tsx';
import { useIdCliente, useRouteParams } from '../../../shared/routing/use-route-params.ts';
import { useUserInfo } from '../../../shared/session/session.ts';
import { usePayProduct, useProductsByIds } from '../api/products-api.ts';

/**
 * /products/{id}/renew (spec 2 §2 product_renew, §4, §7): the products of the dash-joined ids,
 * each with the date it will run to once paid, the total with VAT, and the payment form;
 * POST /api/pay_product issues the renewal invoice and goes to the checkout.
 */
export function ProductRenewPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const me = useUserInfo();
  const rawId = useRouteParams().id ?? '';
  const ids = /^\d+(-\d+)*$/.test(rawId) ? rawId.split('-').map(Number) : [];
  const products = useProductsByIds(ids);
  const methods = usePaymentOptions();
  const idCliente = useIdCliente();
  const pay = usePayProduct();
  const today = isoDateIn(new Date(), PROVIDER_TIME_ZONE);
  const vat = me?.iva ?? 0;

  const body = () => {
    const back = { to: routeHref('products', { id_cliente: idCliente ?? '' }), page: t('routes:products') };
    if (ids.length === 0) return <NotFoundState text={t('messages:products.not_found')} back={back} />;
    if (products.isPending || methods.isPending) return <ListLoading rows={3} />;
    if (products.isError || methods.isError) return <ListError text={t('products:error')} back={back} />;
    const items = products.data.items;
    if (items.length !== ids.length) return <NotFoundState text={t('messages:products.not_found')} back={back} />;
    const refused = items.filter(
      (p) => renewalRefusal({ ...p, pending_invoice_number: p.pending_invoice }, today) !== null,
    );
    const lines = items.map((p) => ({
      product: p,
      until: p.durata === 'Una tantum' ? null : nextPeriodEnd(p.data_fine, p.durata),
      ...rowAmounts({ qt: 1, price: p.importo, discount: 0, vat }),
    }));
    const total = lines.reduce((sum, l) => sum + l.amount + l.vatamount, 0);
    const currency = items[0]!.currency;
    const money = (cents: number) => formatMoney(cents, currency, language);
    return (
      <Stack gap="lg">
        <Table.ScrollContainer minWidth={560}>
          <Table data-testid="renew-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('products:columns.product')}</Table.Th>
                <Table.Th>{t('products:renew.currentEnd')}</Table.Th>
                <Table.Th>{t('products:renew.newEnd')}</Table.Th>
                <Table.Th style={{ textAlign: 'right' }}>{t('products:columns.amount')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.map(({ product: p, until, amount }) => (
                <Table.Tr key={p.id} data-testid={`renew-${p.codice}`}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {p.nome}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {p.dominio} · {p.codice}
                    </Text>
                  </Table.Td>
                  <Table.Td>{formatDate(p.data_fine, language)}</Table.Td>
                  <Table.Td data-testid={`renew-until-${p.id}`}>{until ? formatDate(until, language) : '—'}</Table.Td>
                  <Table.Td style={{ textAlign: 'right' }}>{money(amount)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Text ta="right" fw={700} data-testid="renew-total">
          {t('products:renew.total', { amount: money(total), vat })}
        </Text>
        {refused.length > 0 ? (
          <Alert color="red" data-testid="renew-refused">
            <Stack gap={4}>
              <Text>{t('messages:payments.not_renewable')}</Text>
              <Anchor component={Link} to={routeHref('invoices')}>
                {t('products:renew.toInvoices')}
              </Anchor>
            </Stack>
          </Alert>
        ) : (
          <PaymentForm
            total={total}
            currency={currency}
            methods={methods.data}
            submitting={pay.isPending}
            onSubmit={(choice) =>
              pay.mutate(
                { ids, method: choice.method, cashback_amount: choice.cashback_amount, ref: 'products' },
                {
                  onSuccess: (answer) =>
                    followPayAnswer(
                      answer,
                      { route: 'product_renew', id: rawId, id_cliente: idCliente },
                      (tx, res) =>
                        void navigate(
                          routeHref('order_result', { id: tx, id_cliente: idCliente ?? '' }, { res, ref: 'products' }),
                        ),
                    ),
                },
              )
            }
          />
        )}
      </Stack>
    );
  };

  return (
    <PageLayout
      width="form"
      title={t('routes:product_renew')}
      description={t('products:renew.intro')}
      testId="product-renew-page"
    >
      {body()}
    </PageLayout>
  );
}
