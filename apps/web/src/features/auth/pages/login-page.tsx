import { Anchor, Group, Stack } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { redirectAfterAuth, routeHref, type LoginResult } from '@sportello/domain';
import { AuthCard } from '../../../shared/ui/auth-card.tsx';
import { LoginForm } from '../components/login-form.tsx';
import { useQueryToast } from '../components/use-query-toast.ts';

// Shown only after the server asks for more than a password: not part of the page's download.
const LoginOutcome = lazy(() => import('../components/login-outcome.tsx').then((m) => ({ default: m.LoginOutcome })));

/** /auth/login. The `res` a logout leaves (the page the user was on) is where a new sign-in returns, unless a ref says otherwise. */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [outcome, setOutcome] = useState<Exclude<LoginResult, 'ok'> | null>(null);
  useQueryToast();

  const onResult = (result: LoginResult) => {
    if (result !== 'ok') {
      setOutcome(result);
      return;
    }
    // The target's navigation guard reloads the session before it lets the user in.
    const target = redirectAfterAuth({
      ref: params.get('ref') ?? params.get('res'),
      antk: params.get('antk'),
      aid: params.get('aid'),
      uid: params.get('uid'),
      tok: params.get('tok'),
    });
    void navigate(target, { replace: true });
  };

  // Reset and sign-up keep the query (ref, antk, afid…) so the visitor ends up where they were going.
  const query = Object.fromEntries(params);
  return (
    <AuthCard title={t('auth:login.title')}>
      <Stack gap="md">
        {outcome && (
          <Suspense fallback={null}>
            <LoginOutcome result={outcome} />
          </Suspense>
        )}
        <LoginForm defaultUsername={params.get('username') ?? ''} onResult={onResult} />
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
