import { Stack } from '@mantine/core';
import type { UserInfo } from '@sportello/domain';
import { isInFrame } from '../../../shared/routing/frame.ts';
import { useIdCliente } from '../../../shared/routing/use-route-params.ts';
import { BillingBanner } from './billing-banner.tsx';
import { showBillingBanner, showSurveyBanner } from './banner-conditions.ts';
import { ResellerBanner } from './reseller-banner.tsx';
import { StaffBanner } from './staff-banner.tsx';
import { SurveyBanner } from './survey-banner.tsx';

export function Banners({ user }: { user: UserInfo }) {
  const idCliente = useIdCliente();
  const inFrame = isInFrame();
  const billing = showBillingBanner(user, inFrame);
  const survey = showSurveyBanner(user, inFrame);
  // Whatever the customer's state: the way back to the reseller's own company must always show.
  const reseller = inFrame ? null : user.reseller_company;
  // An operator on a customer's page: whose area this is, always (issue 33).
  const staff = user.is_staff && idCliente !== undefined;
  if (!billing && !survey && !reseller && !staff) return null;
  return (
    <Stack gap="sm" mb="lg">
      {staff && <StaffBanner user={user} idCliente={idCliente} />}
      {reseller && <ResellerBanner user={user} reseller={reseller} />}
      {billing && <BillingBanner idCliente={idCliente} />}
      {survey && <SurveyBanner />}
    </Stack>
  );
}
