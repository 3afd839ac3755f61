import { Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTO_LOGIN_WAIT_MS, type LoginResult } from '@sportello/domain';
import { loginWithToken } from '../api/login-with-token.ts';

export interface OneTimeLink {
  username: string;
  token: string;
  referer: string | undefined;
}

export interface AutoLoginProps {
  link: OneTimeLink;
  /** An account with an authenticator: the link waits for the code, sent with the same username and token. */
  onAskCode: (send: (totp: string) => Promise<LoginResult>) => void;
  onSignedIn: () => void;
  /** Done, whatever the answer: a refusal is the http client's toast and the ordinary form stays. */
  onSettled: () => void;
}

/** Spec 1 §2.4: with username and token in the query, the e-mailed link signs in by itself after a short wait. */
export function AutoLogin({ link, onAskCode, onSignedIn, onSettled }: AutoLoginProps) {
  const { t } = useTranslation();
  const callbacks = useRef({ onAskCode, onSignedIn, onSettled });
  callbacks.current = { onAskCode, onSignedIn, onSettled };
  const { username, token, referer } = link;

  useEffect(() => {
    const timer = setTimeout(() => {
      const signIn = async () => {
        const { result } = await loginWithToken({ username, token, referer });
        if (result === 'ok') callbacks.current.onSignedIn();
        else
          callbacks.current.onAskCode(
            async (totp) => (await loginWithToken({ username, token, referer, totp })).result,
          );
      };
      signIn()
        .catch(() => undefined)
        .finally(() => callbacks.current.onSettled());
    }, AUTO_LOGIN_WAIT_MS);
    return () => clearTimeout(timer);
  }, [username, token, referer]);

  return (
    <Text size="sm" c="dimmed" role="status" data-testid="login-auto">
      {t('auth:login.autoLogin')}
    </Text>
  );
}
