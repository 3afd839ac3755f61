import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { routeHref } from '@sportello/domain';
import { ListError, ListLoading } from '../../../shared/list-page/list-states.tsx';
import { PageLayout } from '../../../shared/page/page-layout.tsx';
import { useIdCliente, useRouteParams } from '../../../shared/routing/use-route-params.ts';
import { useUserInfo } from '../../../shared/session/session.ts';
import { useOfficeHours, useTicketProducts, useTicketSettings } from '../api/tickets-api.ts';
import { NewTicketForm } from '../components/new-ticket-form.tsx';
import { TicketView } from '../components/ticket-view.tsx';

function NewTicket() {
  const { t } = useTranslation('tickets');
  const [search] = useSearchParams();
  const products = useTicketProducts();
  const settings = useTicketSettings();
  const hours = useOfficeHours();
  const initialProduct = Number(search.get('id_product')) || undefined;
  if (products.isPending || settings.isPending || hours.isPending) return <ListLoading rows={5} />;
  if (products.isError || settings.isError || hours.isError) return <ListError text={t('loadError')} />;
  return (
    <NewTicketForm
      products={products.data}
      settings={settings.data}
      inOfficeHours={hours.data.in_office_hours}
      initialProduct={initialProduct}
    />
  );
}

/**
 * /{id_cliente?}/tickets/{id} (spec 3 §2): the conversation, or with id 'new' the new-ticket form.
 * An operator on a customer's prefix answers as an operator (the server knows it too).
 */
export function TicketPage() {
  const { t } = useTranslation('tickets');
  const { id = '' } = useRouteParams();
  const idCliente = useIdCliente() ?? '';
  const operator = useUserInfo()?.is_staff === true && idCliente !== '';
  const isNew = id === 'new';
  const numeric = /^\d{1,9}$/.test(id) ? Number(id) : 0;
  return (
    <PageLayout
      width="form"
      testId="ticket-page"
      title={isNew ? t('new.title') : t('routes:ticket')}
      trail={[{ label: t('routes:tickets'), to: routeHref('tickets', { id_cliente: idCliente }) }]}
    >
      {isNew ? <NewTicket /> : <TicketView id={numeric} operator={operator} />}
    </PageLayout>
  );
}
