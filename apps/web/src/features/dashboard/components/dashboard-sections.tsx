import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, routeHref, type Product } from '@sportello/domain';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { ListEmpty, ListError, ListLoading } from '../../../shared/list-page/list-states.tsx';
import { AwaitedData } from '../../../modules/transfers/index.ts';
import { TicketList, useOpenTickets } from '../../../modules/tickets/index.ts';
import { PaymentLine, usePaymentsDue } from '../../../modules/ledger/index.ts';
import { useDeferredData } from '../../../shared/query/deferred-data.ts';
import { useExpiringProducts, useNewActivations } from '../api/dashboard-api.ts';

/** One dashboard section: a card with its heading (h2), a link to its page, and its states. */
function Section({
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

function ProductLine({ product, children }: { product: Product; children?: ReactNode }) {
  return (
    <Group
      justify="space-between"
      wrap="nowrap"
      align="start"
      component="li"
      data-testid={`dashboard-product-${product.codice}`}
    >
      <Stack gap={0}>
        <Text size="sm" fw={500}>
          {product.nome}
        </Text>
        <Text size="xs" c="dimmed">
          {product.dominio} · {product.codice}
        </Text>
      </Stack>
      {children}
    </Group>
  );
}

function Lines({ children }: { children: ReactNode }) {
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {children}
    </Stack>
  );
}

/** Spec 2 §2 ticket list widget (GET /rest/tickets?onlyOpen=1): the latest open tickets, or 'Nessun ticket aperto' with 'Apri un nuovo ticket'. */
export function OpenTickets() {
  const { t } = useTranslation();
  const query = useDeferredData(useOpenTickets(5));
  const items = query.data?.items ?? [];
  return (
    <Section
      title={t('tickets:widgetTitle')}
      link={{ href: routeHref('tickets'), label: t('tickets:viewAll') }}
      testId="dashboard-tickets"
    >
      {query.isPending ? (
        <ListLoading rows={2} />
      ) : query.isError ? (
        <ListError text={t('dashboard:sectionError')} />
      ) : items.length === 0 ? (
        <Stack gap="xs" align="start">
          <ListEmpty text={t('tickets:noOpen')} />
          <Anchor component={Link} to={routeHref('ticket', { id: 'new' })} size="sm" data-testid="dashboard-new-ticket">
            {t('tickets:openNew')}
          </Anchor>
        </Stack>
      ) : (
        <TicketList tickets={items} />
      )}
    </Section>
  );
}

/**
 * 'Nuove attivazioni' (spec 2 §2): site, mail and domain transfers awaiting data (to /transfers),
 * products being activated, and trials, from one server-side filter of the products list.
 */
export function NewActivations() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const query = useDeferredData(useNewActivations());
  const items = query.data?.items ?? [];
  const awaiting = items.filter((p) => p.missing_data);
  const activating = items.filter((p) => !p.missing_data && p.stato_tecnico === 'attivare');
  const trials = items.filter((p) => !p.missing_data && p.stato_tecnico !== 'attivare' && p.free_period > 0);
  const group = (
    key: 'awaiting' | 'activating' | 'trials',
    products: Product[],
    aside: (p: Product) => ReactNode,
    link?: ReactNode,
  ) =>
    products.length > 0 && (
      <Stack gap="xs" data-testid={`activations-${key}`}>
        <Group justify="space-between">
          <Text size="sm" fw={700}>
            {t(`dashboard:activations.${key}`)}
          </Text>
          {link}
        </Group>
        <Lines>
          {products.map((p) => (
            <ProductLine key={p.id} product={p}>
              {aside(p)}
            </ProductLine>
          ))}
        </Lines>
      </Stack>
    );
  return (
    <Section title={t('dashboard:activations.title')} testId="dashboard-activations">
      {query.isPending ? (
        <ListLoading rows={2} />
      ) : query.isError ? (
        <ListError text={t('dashboard:sectionError')} />
      ) : items.length === 0 ? (
        <ListEmpty text={t('dashboard:activations.empty')} />
      ) : (
        <Stack gap="md">
          {group(
            'awaiting',
            awaiting,
            (p) => (
              <AwaitedData product={p} />
            ),
            <Anchor component={Link} to={routeHref('transfers')} size="sm" data-testid="activations-transfers-link">
              {t('dashboard:activations.enterData')}
            </Anchor>,
          )}
          {group('activating', activating, () => (
            <Badge variant="light" color="blue" style={{ flexShrink: 0 }}>
              {t('dashboard:activations.activatingBadge')}
            </Badge>
          ))}
          {group('trials', trials, (p) => (
            <Text size="xs" c="dimmed">
              {t('dashboard:activations.trialEnds', { date: formatDate(p.data_fine, language) })}
            </Text>
          ))}
        </Stack>
      )}
    </Section>
  );
}

/** Spec 2 §2, §9: the products expiring within 30 days, with the empty state the spec asks for. */
export function ExpiringProducts() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const query = useDeferredData(useExpiringProducts());
  const items = query.data?.items ?? [];
  return (
    <Section
      title={t('dashboard:expiring.title')}
      link={{ href: routeHref('products'), label: t('dashboard:expiring.all') }}
      testId="dashboard-expiring"
    >
      {query.isPending ? (
        <ListLoading rows={2} />
      ) : query.isError ? (
        <ListError text={t('dashboard:sectionError')} />
      ) : items.length === 0 ? (
        <ListEmpty text={t('dashboard:expiring.empty')} />
      ) : (
        <Lines>
          {items.map((p) => (
            <ProductLine key={p.id} product={p}>
              <Stack gap={0} align="end">
                <Text size="sm">{formatDate(p.data_fine, language)}</Text>
                <Text size="xs" c={p.disdetto ? 'red' : 'dimmed'}>
                  {p.days_to_expiration === 0
                    ? t('dashboard:expiring.today')
                    : t('dashboard:expiring.inDays', { count: p.days_to_expiration })}
                  {p.disdetto ? ` · ${t('dashboard:expiring.notRenewing')}` : ''}
                </Text>
              </Stack>
            </ProductLine>
          ))}
        </Lines>
      )}
    </Section>
  );
}

/**
 * Spec 2 §2, §9: overdue or upcoming payments (GET /rest/payments?expiring=30), for the billing
 * grant only, each with its 'Insoluto' label and Pay; the empty state when nothing is due.
 */
export function PaymentsDue() {
  const { t } = useTranslation();
  const query = useDeferredData(usePaymentsDue());
  const items = query.data?.items ?? [];
  return (
    <Section
      title={t('dashboard:payments.title')}
      link={{ href: routeHref('invoices'), label: t('dashboard:payments.all') }}
      testId="dashboard-payments"
    >
      {query.isPending ? (
        <ListLoading rows={2} />
      ) : query.isError ? (
        <ListError text={t('dashboard:sectionError')} />
      ) : items.length === 0 ? (
        <ListEmpty text={t('dashboard:payments.empty')} />
      ) : (
        <Lines>
          {items.map((p) => (
            <PaymentLine key={p.id} payment={p} canPay />
          ))}
        </Lines>
      )}
    </Section>
  );
}
