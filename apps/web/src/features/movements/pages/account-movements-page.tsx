import { Button, Card, Group, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  BALANCE_KINDS,
  formatMoney,
  formatPercent,
  type BalanceKind,
  type Currency,
  type RequestKind,
  type UserInfo,
} from '@sportello/domain';
import type { EndpointOutput, movementsApi } from '@sportello/domain/api';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { ListSection } from '../../../shared/list-page/list-section.tsx';
import { ListLoading } from '../../../shared/list-page/list-states.tsx';
import { PageLayout } from '../../../shared/page/page-layout.tsx';
import { lazyPart, preloadWhenIdle } from '../../../shared/schedule/lazy-part.ts';
import { useUserInfo } from '../../../shared/session/session.ts';
import { useAccountMovements } from '../api/movements-api.ts';
import { CashbackMonths } from '../components/cashback-months.tsx';
import { MovementsTable } from '../components/movements-table.tsx';
import { Dialog } from '../../../shared/ui/dialog.tsx';

// The request form loads apart from the statement: it brings the form library and the schemas with it.
const RequestForm = lazyPart(() => import('../components/request-form.tsx').then((m) => m.RequestForm));

type Statement = EndpointOutput<typeof movementsApi.list>;
const isKind = (value: string | null): value is BalanceKind =>
  (BALANCE_KINDS as readonly (string | null)[]).includes(value);

/**
 * 'Conto' (spec 2 §2): the three balances with their percentages — the commission card only for a
 * reseller with a discount — the requests to collect them, the cashback months, and the movements
 * of the chosen tab, 50 a page, newest first, filtered by their details on the server.
 */
export function AccountMovementsPage() {
  const me = useUserInfo();
  return me?.is_reseller ? <AccountMovements me={me} /> : null;
}

function AccountMovements({ me }: { me: UserInfo }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const commissions = me.sconto > 0;
  const tab: BalanceKind = isKind(params.get('tab'))
    ? (params.get('tab') as BalanceKind)
    : commissions
      ? 'provvigioni'
      : 'comarketing';
  const movements = useAccountMovements(tab);
  const statement = movements.query.data as Partial<Statement> | undefined;
  // The balances above the tabs and the list come with the statement's answer: until it is drawn, the
  // tabs and the list keep their places unseen, so that the balances arriving do not push them down.
  const firstDrawing = movements.state === 'pending';
  const [asking, setAsking] = useState<RequestKind | null>(null);
  useEffect(() => preloadWhenIdle(RequestForm), []);

  const setTab = (value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set('tab', value);
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  const tabs = BALANCE_KINDS.filter((k) => k !== 'provvigioni' || commissions);

  return (
    <PageLayout width="wide" title={t('routes:account_movements')} description={t('movements:intro')}>
      <Stack gap="xl" style={firstDrawing ? { visibility: 'hidden' } : undefined}>
        {statement?.balances && statement.currency && (
          <Balances statement={statement as Statement} commissions={commissions} me={me} onAsk={setAsking} />
        )}
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List aria-label={t('movements:tabs.label')}>
            {tabs.map((k) => (
              <Tabs.Tab key={k} value={k} data-testid={`tab-${k}`}>
                {t(`movements:tabs.${k}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        <ListSection
          title={t('movements:list.title')}
          state={movements.state}
          count={movements.items.length}
          filter={{ ...movements.filter, label: t('movements:list.filter') }}
          pagination={movements.pagination}
          csvHref={movements.csvHref}
          emptyText={movements.filter.text ? t('movements:list.emptyFiltered') : t('movements:list.empty')}
          data-testid="movements-section"
        >
          <MovementsTable movements={movements.items} currency={statement?.currency ?? me.currency} />
        </ListSection>
      </Stack>
      <Dialog
        opened={asking !== null && !!statement?.balances}
        onClose={() => setAsking(null)}
        title={asking === 'provvigioni' ? t('movements:form.commissionTitle') : t('movements:form.comarketingTitle')}
        size="lg"
      >
        {asking && statement?.balances && (
          <Suspense fallback={<ListLoading rows={3} />}>
            <RequestForm.Component
              tipo={asking}
              currency={statement.currency ?? me.currency}
              balance={statement.balances[asking]}
              collectFrom={statement.collect_from ?? 0}
              iban={statement.iban ?? null}
              onDone={() => setAsking(null)}
            />
          </Suspense>
        )}
      </Dialog>
    </PageLayout>
  );
}

function Balances({
  statement,
  commissions,
  me,
  onAsk,
}: {
  statement: Statement;
  commissions: boolean;
  me: UserInfo;
  onAsk: (tipo: RequestKind) => void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const money = (cents: number) => formatMoney(cents, statement.currency as Currency, language);
  const { balances } = statement;
  return (
    <SimpleGrid cols={{ base: 1, sm: commissions ? 3 : 2 }} spacing="md" data-testid="balances">
      {commissions && (
        <BalanceCard
          kind="provvigioni"
          title={t('movements:balances.provvigioni')}
          amount={money(balances.provvigioni)}
          percent={formatPercent(statement.referral_percentage, language)}
          note={t('movements:balances.collectFrom', { amount: money(statement.collect_from) })}
        >
          <Button
            leftSection={<IconCash size={16} aria-hidden />}
            disabled={balances.provvigioni < statement.collect_from}
            onClick={() => onAsk('provvigioni')}
            data-testid="ask-provvigioni"
          >
            {t('movements:actions.requestCommission')}
          </Button>
        </BalanceCard>
      )}
      <BalanceCard
        kind="comarketing"
        title={t('movements:balances.comarketing')}
        amount={money(balances.comarketing)}
        percent={formatPercent(statement.comarketing_percentage, language)}
        note={t('movements:balances.comarketingNote')}
      >
        <Button
          variant="light"
          disabled={balances.comarketing <= 0}
          onClick={() => onAsk('comarketing')}
          data-testid="ask-comarketing"
        >
          {t('movements:actions.requestComarketing')}
        </Button>
      </BalanceCard>
      <BalanceCard
        kind="cashback"
        title={t('movements:balances.cashback')}
        amount={money(balances.cashback)}
        percent={formatPercent(statement.cashback_percentage, language)}
        note={t('movements:balances.cashbackNote')}
      >
        <CashbackMonths
          companyId={me.id_azienda ?? 0}
          status={statement.cashback_status}
          months={statement.cashback_months}
          until={statement.cashback_until}
        />
      </BalanceCard>
    </SimpleGrid>
  );
}

function BalanceCard({
  kind,
  title,
  amount,
  percent,
  note,
  children,
}: {
  kind: BalanceKind;
  title: string;
  amount: string;
  percent: string;
  note: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="lg" component="section" aria-label={title} data-testid={`balance-${kind}`}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Group justify="space-between" align="baseline">
          <Text fz={28} fw={700} data-testid={`balance-${kind}-amount`}>
            {amount}
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          {t('movements:balances.percentage', { percent })}
        </Text>
        <Text size="sm">{note}</Text>
        {children}
      </Stack>
    </Card>
  );
}
