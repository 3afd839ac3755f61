import { Button } from '@mantine/core';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPart } from '../../../shared/schedule/lazy-part.ts';

/**
 * The dialog and its form load apart, fetched when a pointer or the focus reaches the button: a
 * products page shows the button on every domain, and drew a form and a dialog for each.
 */
const AuthCodeDialog = lazyPart(() => import('./authcode-dialog.tsx').then((m) => m.AuthCodeDialog));
const preload = () => void AuthCodeDialog.preload().catch(() => undefined);

/** The AuthCode request of a domain (spec 2, spec 3 §7, §8): the button that opens its dialog. */
export function AuthCodeRequestButton({ domain }: { domain: string }) {
  const { t } = useTranslation('tickets');
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        size="compact-sm"
        variant="default"
        onClick={() => setOpened(true)}
        onPointerEnter={preload}
        onFocus={preload}
        data-testid={`authcode-${domain}`}
      >
        {t('authcode.button')}
      </Button>
      {opened && (
        <Suspense>
          <AuthCodeDialog.Component domain={domain} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
