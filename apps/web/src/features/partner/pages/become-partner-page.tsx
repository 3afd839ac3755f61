import { Alert, Card } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { routeHref } from '@sportello/domain';
import { ListError, ListLoading } from '../../../shared/list-page/list-states.tsx';
import { PageLayout } from '../../../shared/page/page-layout.tsx';
import { useBecomePartner, usePartnerRequest } from '../api/become-partner.ts';
import { PartnerForm } from '../components/partner-form.tsx';

/** /become-partner (spec 3 'Diventa partner'): the preference form; on success back to the root, where the toast says what happens next. */
export function BecomePartnerPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const state = usePartnerRequest();
  const become = useBecomePartner();
  return (
    <PageLayout
      width="form"
      testId="become-partner-page"
      title={t('routes:become_partner')}
      description={t('partner:intro')}
    >
      {state.isPending && <ListLoading rows={3} />}
      {state.isError && <ListError text={t('partner:error')} />}
      {state.data?.pending && (
        <Alert
          color="blue"
          variant="light"
          icon={<IconClockHour4 aria-hidden />}
          title={t('partner:pending.title')}
          data-testid="partner-pending"
        >
          {t('partner:pending.text', { modalita: t(`partner:modalita.${state.data.pending.modalita}.label`) })}
        </Alert>
      )}
      {state.data && !state.data.pending && (
        <Card withBorder padding="lg">
          <PartnerForm
            sending={become.isPending}
            onSubmit={async (request) => {
              await become.mutateAsync(request);
              await navigate(routeHref('dashboard', {}));
            }}
          />
        </Card>
      )}
    </PageLayout>
  );
}
