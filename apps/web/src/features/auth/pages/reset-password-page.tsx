import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ResetSchema, routeHref } from '@sportello/domain';
import { TextField } from '../../../shared/form/text-field.tsx';
import { useZodForm } from '../../../shared/form/zod-form.ts';
import { AuthCard } from '../../../shared/ui/auth-card.tsx';
import { useResetPassword } from '../api/reset-password.ts';

const ResetFormSchema = ResetSchema.omit({ check: true });

/**
 * /auth/resetpassword (spec 1 §2.4): e-mails a one-time sign-in link. The server answers the same
 * whether or not the user exists; its words are toasted on the login page, which keeps the query.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const reset = useResetPassword();
  const form = useZodForm(ResetFormSchema, { username: params.get('username') ?? '' });

  // Back to login with the visitor's query (ref, antk…), without a toast left over from before.
  const query = Object.fromEntries([...params].filter(([key]) => key !== 'msg' && key !== 'msglvl'));

  const submit = form.handleSubmit(({ username }) => {
    reset.mutate(username, {
      onSuccess: ({ message }) => {
        void navigate(routeHref('login', {}, { ...query, msg: message, msglvl: 'success' }), { replace: true });
      },
    });
  });

  return (
    <AuthCard title={t('auth:reset.title')}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('auth:reset.title')}>
        <Stack gap="md">
          <Text size="sm">{t('auth:reset.intro')}</Text>
          <TextField
            control={form.control}
            name="username"
            label={t('auth:reset.username')}
            autoComplete="username"
            withAsterisk
            data-testid="reset-username"
          />
          <Button type="submit" loading={reset.isPending} data-testid="reset-submit">
            {t('auth:reset.submit')}
          </Button>
          <Anchor component={Link} to={routeHref('login', {}, query)} size="sm" data-testid="reset-login">
            {t('auth:reset.backToLogin')}
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
