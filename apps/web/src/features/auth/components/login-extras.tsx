import type { LoginResult } from '@sportello/domain';
import { AutoLogin, type AutoLoginProps } from './auto-login.tsx';
import { MailValidationNotice } from './mail-validation-notice.tsx';
import { TotpStep, type TotpStepProps } from './totp-step.tsx';
import { WelcomeBanner } from './welcome-banner.tsx';

export interface LoginExtrasProps {
  welcome: string | null;
  /** The username whose address the server says is unconfirmed. */
  unconfirmed: string | null;
  totp: TotpStepProps['send'] | null;
  onResult: (result: LoginResult) => void;
  onCancelTotp: () => void;
  /** A one-time link to sign in with, and what follows its answer. */
  autoLogin: AutoLoginProps | null;
}

/** What the login page shows only when the query or the server asks: one chunk, off the first visit's download. */
export function LoginExtras({ welcome, unconfirmed, totp, onResult, onCancelTotp, autoLogin }: LoginExtrasProps) {
  return (
    <>
      {autoLogin && <AutoLogin {...autoLogin} />}
      {welcome !== null && <WelcomeBanner value={welcome} />}
      {unconfirmed !== null && <MailValidationNotice username={unconfirmed} />}
      {totp && <TotpStep send={totp} onResult={onResult} onCancel={onCancelTotp} />}
    </>
  );
}
