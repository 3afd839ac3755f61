import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { formatDate, formatMoney, routeHref, type Offer } from '@sportello/domain';
import { offersApi } from '@sportello/domain/api';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiHref } from '../../../shared/http/api-client.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';

/**
 * Offers as cards (they stack on a phone): title, company, date, totals, state; the PDF link, and on
 * an open offer reject and confirm — disabled unless enable_orders, with the ask-your-administrator text.
 */
export function OfferList({ offers, onReject }: { offers: Offer[]; onReject: (offer: Offer) => void }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <Stack gap="sm">
      {offers.map((offer) => {
        const open = offer.stato_offerta !== 'rifiutata' && offer.stato_ordine === null;
        const money = (cents: number) => formatMoney(cents, offer.currency, language);
        return (
          <Paper key={offer.id} withBorder p="md" data-testid={`offer-${offer.id}`}>
            <Stack gap="xs">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {offer.titolo_offerta}
                </Text>
                <Badge variant="light" color={offer.stato_offerta === 'rifiutata' ? 'gray' : 'blue'}>
                  {offer.stato_ordine
                    ? t('offers:states.concluso')
                    : t(`offers:states.${offer.stato_offerta ?? 'inviata'}`)}
                </Badge>
              </Group>
              <Text size="sm" c="dimmed">
                {t('offers:item.meta', {
                  id: offer.id,
                  date: formatDate(offer.data, language),
                  company: offer.ragione_sociale,
                })}
              </Text>
              <Text size="sm">
                {t('offers:item.total', { net: money(offer.gran_totale), gross: money(offer.gran_totale_ivato) })}
              </Text>
              {offer.free_period > 0 && <Text size="sm">{t('offers:item.trial', { days: offer.free_period })}</Text>}
              {offer.motivazione_rifiuto && (
                <Text size="sm">
                  {t('offers:item.reason', { reason: t(`offers:reasons.${offer.motivazione_rifiuto}`) })}
                </Text>
              )}
              <Group gap="sm" wrap="wrap">
                <Anchor href={apiHref(offersApi.pdf, { params: { id: offer.id } })} size="sm" data-testid="offer-pdf">
                  <Group gap={4} component="span">
                    <IconDownload size={16} aria-hidden />
                    {t('offers:item.pdf', { id: offer.id })}
                  </Group>
                </Anchor>
                {open && (
                  <>
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      disabled={!offer.enable_orders}
                      onClick={() => onReject(offer)}
                      data-testid="offer-reject"
                    >
                      {t('offers:item.reject')}
                    </Button>
                    {offer.enable_orders ? (
                      <Button
                        size="xs"
                        component={Link}
                        to={routeHref('confirm_offer', { id: offer.id })}
                        data-testid="offer-confirm"
                      >
                        {t('offers:item.confirm')}
                      </Button>
                    ) : (
                      <Button size="xs" disabled data-testid="offer-confirm">
                        {t('offers:item.confirm')}
                      </Button>
                    )}
                  </>
                )}
              </Group>
              {open && !offer.enable_orders && (
                <Text size="sm" c="dimmed" data-testid="orders-not-enabled">
                  {t('messages:offers.orders_not_enabled')}
                </Text>
              )}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
