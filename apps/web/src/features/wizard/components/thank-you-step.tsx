import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { offersApi } from '@sportello/domain/api';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiHref } from '../../../shared/http/api-client.ts';
import { useSavedOffer } from '../api/wizard-api.ts';
import type { Wizard } from '../state/use-wizard.ts';
import { useWizardHref } from '../state/use-wizard-href.ts';

/**
 * ThankYou ('Wizard completato', 'Offerta creata'): the message of the action, the offer's PDF link that
 * clicks itself once, the offers page and, when this user may confirm it, the offer's confirm_offer.
 */
export function ThankYouStep({ wizard }: { wizard: Wizard }) {
  const { t } = useTranslation();
  const { offertaNr, action } = wizard.state;
  const offer = useSavedOffer(offertaNr);
  const href = useWizardHref();
  const pdf = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (offertaNr === null) return;
    // Once per offer: a reload of this page in the tab does not download it again.
    const key = `sportello.wizard.pdf.${offertaNr}`;
    try {
      if (window.sessionStorage.getItem(key) !== null) return;
      window.sessionStorage.setItem(key, '1');
    } catch {
      // Storage refused (private mode): the link still clicks itself, a reload clicks it again.
    }
    pdf.current?.click();
  }, [offertaNr]);
  if (offertaNr === null) return null;
  return (
    <Stack gap="md" data-testid="thank-you">
      <Title order={3} size="h4">
        {t('wizard:thankYou.created')}
      </Title>
      <Text>
        {t(action === 'mailme' || action === 'mailcustomer' ? `wizard:thankYou.${action}` : 'wizard:thankYou.pdf')}
      </Text>
      <Group gap="md" wrap="wrap">
        <Anchor
          ref={pdf}
          href={apiHref(offersApi.pdf, { params: { id: offertaNr } })}
          download={`offerta-${offertaNr}.pdf`}
          data-testid="offer-pdf"
        >
          <Group gap={4} component="span">
            <IconDownload size={16} aria-hidden />
            {t('wizard:thankYou.download', { id: offertaNr })}
          </Group>
        </Anchor>
        <Anchor component={Link} to={href('offers')} data-testid="to-offers">
          {t('wizard:thankYou.offers')}
        </Anchor>
        {offer.data?.enable_orders && offer.data.stato_ordine === null && (
          <Anchor component={Link} to={href('confirm_offer', { id: offertaNr })} data-testid="to-confirm">
            {t('wizard:thankYou.confirm')}
          </Anchor>
        )}
      </Group>
      <Group>
        <Button variant="light" onClick={wizard.reset} data-testid="restart">
          {t('wizard:nav.restart')}
        </Button>
      </Group>
    </Stack>
  );
}
