import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StaffCompany } from '@sportello/domain';

const APPROVAL_KEYS = {
  approvato: 'approved',
  'in approvazione cliente': 'pendingCustomer',
  'in approvazione rivenditore': 'pendingReseller',
} as const;

/** A company's state at a glance: approval, terms, reseller, locked data. */
export function CompanyState({
  company,
}: {
  company: Pick<StaffCompany, 'approval' | 'contratto_cliente' | 'is_reseller' | 'locked'>;
}) {
  const { t } = useTranslation('staff');
  const approval = company.approval ? APPROVAL_KEYS[company.approval] : 'notRequested';
  return (
    <Group gap={4} wrap="wrap">
      <Badge radius="sm" variant="light" color={approval === 'approved' ? 'gray' : 'indigo'}>
        {t(`state.${approval}`)}
      </Badge>
      <Badge radius="sm" variant="light" color={company.contratto_cliente ? 'gray' : 'indigo'}>
        {t(company.contratto_cliente ? 'state.terms' : 'state.noTerms')}
      </Badge>
      {company.is_reseller && (
        <Badge radius="sm" variant="light" color="blue">
          {t('state.reseller')}
        </Badge>
      )}
      {company.locked && (
        <Badge radius="sm" variant="light" color="grape">
          {t('state.locked')}
        </Badge>
      )}
    </Group>
  );
}
