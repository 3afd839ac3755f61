import { Alert, Anchor, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  formatDate,
  formatMoney,
  invoiceTotals,
  OPEN_OFFER_STATES,
  paymentResultKind,
  rowAmounts,
  routeHref,
  type OfferDetail,
} from '@sportello/domain';
import { BillingForm, useCompany } from '../../../modules/company/index.ts';
import {
  followPayAnswer,
  forgetRememberedRoute,
  PaymentForm,
  usePaymentOptions,
} from '../../../modules/ledger/index.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { ListError, ListLoading, NotFoundState } from '../../../shared/list-page/list-states.tsx';
import { PageLayout } from '../../../shared/page/page-layout.tsx';
import { useIdCliente, useRouteParams } from '../../../shared/routing/use-route-params.ts';
import { useUserInfo } from '../../../shared/session/session.ts';
import { useOffer, usePayOffer } from '../api/confirm-offer-api.ts';

/** What confirming charges: the offer's lines as the invoice rows the server issues (VAT per row); nothing for a trial. */
function amountToPay(offer: OfferDetail): number {
  if (offer.free_period > 0) return 0;
  return invoiceTotals(
    offer.prodotti.map((l) => rowAmounts({ qt: l.qt, price: l.prezzo, discount: 0, vat: offer.iva })),
  ).amount;
}

/** The offer's lines and totals (spec 3 §2 confirm_offer 'the offer summary'). */
function OfferSummary({ offer }: { offer: OfferDetail }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const money = (cents: number) => formatMoney(cents, offer.currency, language);
  const rows = offer.prodotti.map((l) => rowAmounts({ qt: l.qt, price: l.prezzo, discount: 0, vat: offer.iva }));
  const totals = invoiceTotals(rows);
  return (
    <Card withBorder padding="lg" data-testid="offer-summary">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Stack gap={2}>
            <Title order={2} size="h4">
              {offer.titolo_offerta}
            </Title>
            <Text size="sm" c="dimmed">
              {t('orders:summary.meta', {
                id: offer.id,
                date: formatDate(offer.data, language),
                company: offer.ragione_sociale,
              })}
            </Text>
          </Stack>
        </Group>
        <Table.ScrollContainer minWidth={520}>
          <Table data-testid="offer-lines">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('orders:columns.product')}</Table.Th>
                <Table.Th>{t('orders:columns.period')}</Table.Th>
                <Table.Th style={{ textAlign: 'right' }}>{t('orders:columns.qt')}</Table.Th>
                <Table.Th style={{ textAlign: 'right' }}>{t('orders:columns.price')}</Table.Th>
                <Table.Th style={{ textAlign: 'right' }}>{t('orders:columns.amount')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {offer.prodotti.map((line, index) => (
                <Table.Tr key={`${line.codice}-${index}`}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {line.codice}
                    </Text>
                    {line.dominio && (
                      <Text size="xs" c="dimmed">
                        {line.dominio}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{t(`orders:durations.${line.durata}`)}</Table.Td>
                  <Table.Td style={{ textAlign: 'right' }}>{line.qt}</Table.Td>
                  <Table.Td style={{ textAlign: 'right' }}>{money(line.prezzo)}</Table.Td>
                  <Table.Td style={{ textAlign: 'right' }}>{money(rows[index]!.amount)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Stack gap={2} align="flex-end" data-testid="offer-totals">
          <Text size="sm">{t('orders:summary.net', { amount: money(totals.imponibile) })}</Text>
          <Text size="sm">{t('orders:summary.vat', { rate: offer.iva, amount: money(totals.vatamount) })}</Text>
          <Text fw={700}>{t('orders:summary.total', { amount: money(totals.amount) })}</Text>
        </Stack>
        {offer.free_period > 0 && (
          <Alert color="blue" variant="light" data-testid="offer-trial">
            {t('orders:summary.trial', { days: offer.free_period })}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}

/** The payment's outcome as the provider brought it back (res, err: spec 3 §2, §8). */
function ResultAlert({ res, err }: { res: number; err: string | null }) {
  const { t } = useTranslation();
  const kind = paymentResultKind(res);
  // Paid at the provider, the order not there yet: its confirmation (a webhook) is on the way.
  if (kind === 'success')
    return (
      <Alert color="blue" data-testid="confirm-result-verifying">
        {t('orders:result.verifying')}
      </Alert>
    );
  const key =
    kind === 'cancelled' ? 'payments.cancelled' : kind === 'rejected' ? 'payments.rejected' : 'payments.unexpected';
  return (
    <Alert color={kind === 'cancelled' ? 'yellow' : 'red'} data-testid={`confirm-result-${kind}`}>
      <Stack gap={4}>
        <Text>{t(`messages:${key}`)}</Text>
        {err && <Text size="sm">{t('orders:result.detail', { detail: err })}</Text>}
      </Stack>
    </Alert>
  );
}

/**
 * /{id_cliente?}/offers/{id} (spec 3 §2 confirm_offer, §4 offer and confirm ability, §5 confirm
 * offer, §8): the breadcrumb back to the offers, the billing form while the company's billing data
 * are incomplete, the offer's summary, and the payment chooser with cashback that posts to
 * /api/pay_offer; the provider returns here with res and err. 'Offerta confermata' with the way back
 * to the offers once confirmed; a concluded order shows 'Ordine già confermato', submit blocked.
 */
export function ConfirmOfferPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useUserInfo();
  const idCliente = useIdCliente();
  const id = Number(useRouteParams().id);
  const [params] = useSearchParams();
  const res = params.get('res') === null ? null : Number(params.get('res'));
  const err = params.get('err');
  useEffect(() => forgetRememberedRoute(), []);
  const offer = useOffer(id);
  const company = useCompany(Number(idCliente ?? user?.id_azienda ?? 0));
  const methods = usePaymentOptions();
  const pay = usePayOffer(id);

  const offersHref = routeHref('offers', { id_cliente: idCliente ?? '' });
  const back = { to: offersHref, page: t('routes:offers') };
  const backLink = (
    <Anchor component={Link} to={offersHref} data-testid="back-to-offers">
      {t('orders:backToOffers')}
    </Anchor>
  );

  const body = () => {
    if (!(Number.isInteger(id) && id > 0)) return <NotFoundState text={t('messages:offers.not_found')} back={back} />;
    if (offer.isPending || company.isPending || methods.isPending) return <ListLoading rows={4} />;
    if (offer.isError || company.isError || methods.isError) return <ListError back={back} />;
    if (!offer.data) return <NotFoundState text={t('messages:offers.not_found')} back={back} />;
    const o = offer.data;
    const concluded = o.stato_ordine === 'concluso';
    const open = (OPEN_OFFER_STATES as readonly (string | null)[]).includes(o.stato_offerta) && o.stato_ordine === null;
    const billedToCustomer = o.id_azienda !== Number(idCliente ?? user?.id_azienda);
    const billingComplete = company.data.hasCompleteBillingData;
    const confirmed = concluded && res !== null && paymentResultKind(res) === 'success';

    let action;
    if (concluded)
      action = (
        <Group justify="flex-end">
          <Button disabled data-testid="order-concluded">
            {t('orders:concluded')}
          </Button>
        </Group>
      );
    else if (!open)
      action = (
        <Alert color="gray" data-testid="offer-closed">
          {t('messages:offers.closed')}
        </Alert>
      );
    else if (!o.enable_orders)
      action = (
        <Alert color="yellow" data-testid="orders-not-enabled">
          {t('messages:offers.orders_not_enabled')}
        </Alert>
      );
    else if (billedToCustomer)
      action = (
        <Alert color="yellow" data-testid="billed-to-customer">
          {t('messages:offers.billed_to_customer')}
        </Alert>
      );
    else
      action = (
        <Card withBorder padding="lg">
          <Stack gap="md">
            <Title order={2} size="h4">
              {t('orders:payTitle')}
            </Title>
            <PaymentForm
              total={amountToPay(o)}
              currency={o.currency}
              methods={
                // Cashback and credit are in the company's currency: an offer in the other one is paid without them.
                o.currency === company.data.currency
                  ? methods.data
                  : { ...methods.data, cashback: 0, use_credit: false }
              }
              submitting={pay.isPending}
              submitLabel={t('orders:submit')}
              blocked={!billingComplete}
              onSubmit={(choice) =>
                pay.mutate(
                  { idOfferta: o.id, method: choice.method, cashback_amount: choice.cashback_amount },
                  {
                    onSuccess: (answer) =>
                      followPayAnswer(
                        { ...answer, transaction: answer.transaction ?? 0 },
                        { route: 'confirm_offer', id: String(o.id), id_cliente: idCliente },
                        (_tx, result) =>
                          void navigate(
                            routeHref('confirm_offer', { id: o.id, id_cliente: idCliente ?? '' }, { res: result }),
                          ),
                      ),
                  },
                )
              }
            />
          </Stack>
        </Card>
      );

    return (
      <Stack gap="lg">
        {confirmed && (
          <Alert
            color="green"
            icon={<IconCircleCheck size={18} aria-hidden />}
            role="status"
            data-testid="offer-confirmed"
          >
            <Text fw={700}>{t('orders:confirmed')}</Text>
          </Alert>
        )}
        {res !== null && !concluded && <ResultAlert res={res} err={err} />}
        {open && !billedToCustomer && o.enable_orders && !billingComplete && (
          <Card withBorder padding="lg" data-testid="confirm-billing">
            <Stack gap="md">
              <Title order={2} size="h4">
                {t('orders:billing.title')}
              </Title>
              <Alert color="yellow" variant="light">
                {t('orders:billing.incomplete')}
              </Alert>
              <BillingForm company={company.data} submitLabel={t('orders:billing.save')} withCurrency={false} />
            </Stack>
          </Card>
        )}
        <OfferSummary offer={o} />
        {action}
        <Group>{backLink}</Group>
      </Stack>
    );
  };

  return (
    <PageLayout
      width="form"
      title={t('routes:confirm_offer')}
      trail={[{ label: t('routes:offers'), to: offersHref }]}
      description={t('orders:intro')}
      testId="confirm-offer-page"
    >
      {body()}
    </PageLayout>
  );
}
