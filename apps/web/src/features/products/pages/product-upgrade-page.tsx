import { Alert, Anchor, Radio, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatDate, formatMoney, rowAmounts, routeHref } from '@sportello/domain';
import { followPayAnswer, PaymentForm, usePaymentOptions } from '../../../modules/ledger/index.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { ListError, ListLoading, NotFoundState } from '../../../shared/list-page/list-states.tsx';
import { PageLayout } from '../../../shared/page/page-layout.tsx';
import { useIdCliente, useRouteParams } from '../../../shared/routing/use-route-params.ts';
import { useUserInfo } from '../../../shared/session/session.ts';
import { usePayUpgrade, useUpgradeOptions } from '../api/products-api.ts';

/**
 * /products/{id}/upgrade (spec 2 §2 product_upgrade, §5, §8): the product, the targets of its
 * group with the refund of the remaining period and the value to pay; target and method required;
 * a target whose value is not positive cannot be chosen, and without any the spec's 'upgrade
 * impossibile' message with a link to open a ticket.
 */
export function ProductUpgradePage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const me = useUserInfo();
  const id = Number(useRouteParams().id);
  const upgrade = useUpgradeOptions(id);
  const methods = usePaymentOptions();
  const idCliente = useIdCliente();
  const pay = usePayUpgrade();
  const [target, setTarget] = useState<string | null>(null);
  const vat = me?.iva ?? 0;

  const body = () => {
    const back = { to: routeHref('products', { id_cliente: idCliente ?? '' }), page: t('routes:products') };
    if (!(Number.isInteger(id) && id > 0)) return <NotFoundState text={t('messages:products.not_found')} back={back} />;
    if (upgrade.isPending || methods.isPending) return <ListLoading rows={3} />;
    if (upgrade.isError || methods.isError) return <ListError text={t('products:error')} back={back} />;
    const u = upgrade.data;
    if (!u) return <NotFoundState text={t('messages:products.not_found')} back={back} />;
    const money = (cents: number) => formatMoney(cents, u.currency, language);
    const possible = u.options.filter((o) => o.possible);
    if (possible.length === 0) {
      return (
        <Alert color="yellow" data-testid="upgrade-impossible">
          <Stack gap={4}>
            <Text>{t('messages:payments.upgrade_impossible')}</Text>
            <Anchor
              component={Link}
              to={routeHref('ticket', { id: 'new', id_cliente: idCliente ?? '' }, { id_product: u.id })}
              data-testid="upgrade-open-ticket"
            >
              {t('products:upgrade.openTicket')}
            </Anchor>
          </Stack>
        </Alert>
      );
    }
    const chosen = u.options.find((o) => String(o.id) === target && o.possible);
    const gross = chosen
      ? (({ amount, vatamount }) => amount + vatamount)(rowAmounts({ qt: 1, price: chosen.value, discount: 0, vat }))
      : 0;
    return (
      <Stack gap="lg">
        <Text data-testid="upgrade-current">
          {t('products:upgrade.current', { nome: u.nome, codice: u.codice, date: formatDate(u.data_fine, language) })}
        </Text>
        <Radio.Group label={t('products:upgrade.target')} value={target} onChange={setTarget} withAsterisk>
          <Table.ScrollContainer minWidth={520} mt="xs">
            <Table data-testid="upgrade-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('products:columns.product')}</Table.Th>
                  <Table.Th style={{ textAlign: 'right' }}>{t('products:upgrade.price')}</Table.Th>
                  <Table.Th style={{ textAlign: 'right' }}>{t('products:upgrade.refund')}</Table.Th>
                  <Table.Th style={{ textAlign: 'right' }}>{t('products:upgrade.value')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {u.options.map((o) => (
                  <Table.Tr key={o.id} data-testid={`upgrade-${o.codice}`}>
                    <Table.Td>
                      <Radio value={String(o.id)} label={`${o.nome} (${o.codice})`} disabled={!o.possible} />
                    </Table.Td>
                    <Table.Td style={{ textAlign: 'right' }}>{money(o.prezzo)}</Table.Td>
                    <Table.Td style={{ textAlign: 'right' }}>{money(o.refund)}</Table.Td>
                    <Table.Td style={{ textAlign: 'right' }}>
                      {o.possible ? money(o.value) : t('products:upgrade.notPossible')}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Radio.Group>
        {chosen ? (
          <PaymentForm
            key={chosen.id}
            total={gross}
            currency={u.currency}
            methods={methods.data}
            submitting={pay.isPending}
            onSubmit={(choice) =>
              pay.mutate(
                {
                  id_migrated_from: u.id,
                  id_product_to: chosen.id,
                  method: choice.method,
                  cashback_amount: choice.cashback_amount,
                  ref: 'products',
                },
                {
                  onSuccess: (answer) =>
                    followPayAnswer(
                      answer,
                      { route: 'product_upgrade', id: String(u.id), id_cliente: idCliente },
                      (tx, res) =>
                        void navigate(
                          routeHref('order_result', { id: tx, id_cliente: idCliente ?? '' }, { res, ref: 'products' }),
                        ),
                    ),
                },
              )
            }
          />
        ) : (
          <Text c="dimmed" data-testid="upgrade-choose">
            {t('messages:payments.target_required')}
          </Text>
        )}
      </Stack>
    );
  };

  return (
    <PageLayout
      width="form"
      title={t('routes:product_upgrade')}
      description={t('products:upgrade.intro')}
      testId="product-upgrade-page"
    >
      {body()}
    </PageLayout>
  );
}
