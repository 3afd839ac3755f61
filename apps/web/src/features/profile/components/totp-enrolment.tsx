import { Code, Image, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListError } from '../../../shared/list-page/list-states.tsx';
import { totpQrHref, type useTotpEnrolment } from '../api/profile-api.ts';

/** The new secret to scan: its QR code (a placeholder while it comes) and the secret to type by hand. */
export function TotpEnrolment({ enrolment }: { enrolment: ReturnType<typeof useTotpEnrolment> }) {
  const { t } = useTranslation();
  const uri = enrolment.data?.uri;
  return (
    <>
      <Text size="sm">{t('profile:twofa.scan')}</Text>
      {enrolment.isError && <ListError />}
      {!uri && !enrolment.isError && <Skeleton height={300} width={300} mx="auto" />}
      {uri && (
        <>
          <Image
            src={totpQrHref(uri)}
            w={300}
            h={300}
            mx="auto"
            alt={t('profile:twofa.qrAlt')}
            data-testid="twofa-qr"
          />
          <Text size="sm">
            {t('profile:twofa.manual')} <Code data-testid="twofa-secret">{enrolment.data?.secret}</Code>
          </Text>
        </>
      )}
    </>
  );
}
