import { Button, Divider, Stack } from '@mantine/core';
import { IconBrandGoogle, IconBrandLinkedin } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { LoginResult } from '@sportello/domain';
import { useAppConfig } from '../../../shared/config/app-config.ts';
import { notify } from '../../../shared/notify/notify.ts';
import { login } from '../api/login.ts';
import { getOAuthUrl, type SocialProvider } from '../api/oauth-urls.ts';

/** The page's query (ref, antk…) while the browser is at the provider, which returns to a fixed address. */
const SAVED_QUERY = 'sportello.social.query';

export interface SocialSignInProps {
  mode: 'login' | 'signup';
  antk?: string | undefined;
  disabled?: boolean;
  /** Login page: the server's answer to the ID token Google sent back, and how to send it again with a TOTP code. */
  onResult?: (result: LoginResult, sendWithCode: (totp: string) => Promise<LoginResult>) => void;
}

/** Google and LinkedIn sign-in (spec 1 §2.4), each shown only when the server has it configured. */
export function SocialSignIn({ mode, antk, disabled = false, onResult }: SocialSignInProps) {
  const { t } = useTranslation();
  const config = useAppConfig();
  const [params] = useSearchParams();
  const [pending, setPending] = useState<SocialProvider | null>(null);
  const returning = useGoogleReturn(mode === 'login', onResult);

  const google = config.google_client_id !== null;
  const linkedin = config.linkedin_enabled;
  if (!google && !linkedin) return null;

  const start = async (provider: SocialProvider) => {
    setPending(provider);
    try {
      const url = await getOAuthUrl({ provider, mode, antk, ref: params.get('ref') ?? undefined });
      sessionStorage.setItem(SAVED_QUERY, window.location.search);
      window.location.assign(url);
    } catch {
      // The http client has already said why.
      setPending(null);
    }
  };

  const busy = disabled || pending !== null || returning;
  return (
    <Stack gap="sm" data-testid="social-sign-in">
      <Divider label={t('auth:social.or')} labelPosition="center" />
      {google && (
        <Button
          variant="default"
          fullWidth
          leftSection={<IconBrandGoogle size={18} aria-hidden />}
          disabled={busy && pending !== 'google'}
          loading={pending === 'google' || returning}
          onClick={() => void start('google')}
          data-testid="social-google"
        >
          {t(`auth:social.google.${mode}`)}
        </Button>
      )}
      {linkedin && (
        <Button
          variant="default"
          fullWidth
          leftSection={<IconBrandLinkedin size={18} aria-hidden />}
          disabled={busy && pending !== 'linkedin'}
          loading={pending === 'linkedin'}
          onClick={() => void start('linkedin')}
          data-testid="social-linkedin"
        >
          {t(`auth:social.linkedin.${mode}`)}
        </Button>
      )}
    </Stack>
  );
}

/**
 * Google returns to the login page with the ID token (or its refusal) in the address's fragment:
 * the page gets its query back and drops the fragment from the history, then, once that navigation
 * has settled (its guard would otherwise race the new session), posts the token.
 */
function useGoogleReturn(enabled: boolean, onResult: SocialSignInProps['onResult']): boolean {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [returning, setReturning] = useState(() => enabled && readFragment() !== null);
  const [token, setToken] = useState<{ value: string; search: string } | null>(null);
  const latest = useRef(onResult);
  latest.current = onResult;

  useEffect(() => {
    const fragment = enabled ? readFragment() : null;
    if (!fragment) return;
    const search = sessionStorage.getItem(SAVED_QUERY) ?? '';
    sessionStorage.removeItem(SAVED_QUERY);
    void navigate({ search, hash: '' }, { replace: true });
    const value = fragment.get('id_token');
    if (value) {
      setToken({ value, search });
      return;
    }
    notify({ level: 'warning', message: t('auth:social.cancelled') });
    setReturning(false);
  }, [enabled, navigate, t]);

  useEffect(() => {
    if (!token || location.hash !== '' || location.search !== token.search) return;
    setToken(null);
    const google_token = token.value;
    login({ google_token }).then(
      (result) => {
        setReturning(false);
        if (result === 'mail-validation') notify({ level: 'warning', message: t('auth:social.mailValidation') });
        latest.current?.(result, (totp) => login({ google_token, totp }));
      },
      () => setReturning(false),
    );
  }, [token, location.hash, location.search, t]);

  return returning;
}

function readFragment(): URLSearchParams | null {
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  return fragment.has('id_token') || fragment.has('error') ? fragment : null;
}
