import { Anchor, Group, Stack } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { redirectAfterAuth, routeHref, type LoginResult } from '@sportello/domain';
import { getUserInfo } from '../../../shared/session/get-user-info.ts';
import { AuthCard } from '../../../shared/ui/auth-card.tsx';
import { login, type LoginCredentials } from '../api/login.ts';
import { LoginForm } from '../components/login-form.tsx';
import { useQueryToast } from '../components/use-query-toast.ts';

// Shown only when the query or the server asks for it: not part of the page's download.
const LoginExtras = lazy(() => import('../components/login-extras.tsx').then((m) => ({ default: m.LoginExtras })));
const SocialSignIn = lazy(() => import('../components/social-sign-in.tsx').then((m) => ({ default: m.SocialSignIn })));

/** The sign-in again, with the authenticator code the server asked for. */
type SendWithCode = (totp: string) => Promise<LoginResult>;

/** /auth/login. The `res` a logout leaves (the page the user was on) is where a new sign-in returns, unless a ref says otherwise. */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [totp, setTotp] = useState<SendWithCode | null>(null);
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  useQueryToast();

  const finish = (result: LoginResult) => {
    if (result !== 'ok') return;
    // The target's navigation guard reloads the session before it lets the user in.
    const target = redirectAfterAuth({
      ref: params.get('ref') ?? params.get('res'),
      antk: params.get('antk'),
      aid: params.get('aid'),
      uid: params.get('uid'),
      tok: params.get('tok'),
    });
    if (target !== '/') {
      void navigate(target, { replace: true });
      return;
    }
    // Going nowhere in particular, an operator starts from the console, not a company's dashboard.
    void getUserInfo()
      .catch(() => null)
      .then((user) => navigate(user?.is_staff ? routeHref('staff_console') : target, { replace: true }));
  };
  // A one-time link (username and token in the query) signs in by itself, once.
  const username = params.get('username');
  const token = params.get('token');
  const link = username !== null && token !== null ? `${username}\n${token}` : null;
  const [settledLink, setSettledLink] = useState<string | null>(null);
  const autoLogin =
    username !== null && token !== null && settledLink !== link
      ? {
          link: { username, token, referer: params.get('ref') ?? undefined },
          onAskCode: (send: SendWithCode) => setTotp(() => send),
          onSignedIn: () => finish('ok'),
          onSettled: () => setSettledLink(link),
        }
      : null;
  const welcome = params.get('welcome');

  const onResult = (result: LoginResult, credentials: LoginCredentials) => {
    setUnconfirmed(result === 'mail-validation' ? credentials.username : null);
    // The second submit fetches a new check token and sends the same username and password with the code.
    if (result === 'totp') setTotp(() => (code: string) => login({ ...credentials, totp: code }));
    finish(result);
  };

  const onSocialResult = (result: LoginResult, sendWithCode: SendWithCode) => {
    if (result === 'totp') setTotp(() => sendWithCode);
    finish(result);
  };

  // Reset and sign-up keep the query (ref, antk, afid…) so the visitor ends up where they were going.
  const query = Object.fromEntries(params);
  return (
    <AuthCard title={t('auth:login.title')}>
      <Stack gap="md">
        {(welcome !== null || unconfirmed !== null || totp !== null || autoLogin !== null) && (
          <Suspense fallback={null}>
            <LoginExtras
              welcome={welcome}
              unconfirmed={unconfirmed}
              totp={totp}
              onResult={finish}
              onCancelTotp={() => setTotp(null)}
              autoLogin={autoLogin}
            />
          </Suspense>
        )}
        {!totp && <LoginForm defaultUsername={username ?? ''} onResult={onResult} />}
        <Suspense fallback={null}>
          {!totp && <SocialSignIn mode="login" antk={params.get('antk') ?? undefined} onResult={onSocialResult} />}
        </Suspense>
        <Group justify="space-between" gap="xs">
          <Anchor component={Link} to={routeHref('resetpassword', {}, query)} size="sm">
            {t('auth:login.forgotPassword')}
          </Anchor>
          <Anchor component={Link} to={routeHref('signup', {}, query)} size="sm">
            {t('auth:login.signup')}
          </Anchor>
        </Group>
      </Stack>
    </AuthCard>
  );
}
