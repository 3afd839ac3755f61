import { Button, PasswordInput, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useController, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SignupSchema } from '@sportello/domain';
import type { z } from 'zod';
import { translateFieldMessage } from '../../../shared/form/field-message.ts';
import { applyServerErrors } from '../../../shared/form/server-errors.ts';
import { TextField } from '../../../shared/form/text-field.tsx';
import { validateValues } from '../../../shared/form/validate-values.ts';
import { notify } from '../../../shared/notify/notify.ts';
import { signup } from '../api/signup.ts';
import { CheckboxField } from './checkbox-field.tsx';
import { signupPrefill } from './signup-prefill.ts';
import { SocialSignIn } from './social-sign-in.tsx';

/** The check token is fetched at submit time, so the form validates without it. */
const SignupFormSchema = SignupSchema.omit({ check: true });
type SignupFormInput = z.input<typeof SignupFormSchema>;

/**
 * The schema check as validateValues words it. useZodForm's resolver would word the privacy box's
 * union by its first branch ('Campo obbligatorio') instead of the schema's own message.
 */
const resolveSignup: Resolver<SignupFormInput, unknown, z.output<typeof SignupFormSchema>> = (values) => {
  const result = validateValues(SignupFormSchema, values);
  if (result.data) return { values: result.data, errors: {} };
  const errors = Object.fromEntries(
    Object.entries(result.errors).map(([field, message]) => [field, { type: 'validation', message }]),
  );
  return { values: {}, errors: errors as FieldErrors<SignupFormInput> };
};

export interface SignupFormProps {
  params: URLSearchParams;
  /** The address an invitation was sent to: the account's, not to be changed. */
  invitedEmail: string | undefined;
  framed: boolean;
  /** After a sign-up that waits for the address confirmation: the server's words about the e-mail. */
  onDone: (message: string) => void;
}

export function SignupForm({ params, invitedEmail, framed, onDone }: SignupFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useForm<SignupFormInput, unknown, z.output<typeof SignupFormSchema>>({
    resolver: resolveSignup,
    defaultValues: signupPrefill(params),
  });
  const password = useController({ control: form.control, name: 'password' });
  const send = useMutation({ mutationFn: signup });
  const { setValue } = form;

  useEffect(() => {
    if (invitedEmail) setValue('email', invitedEmail);
  }, [invitedEmail, setValue]);

  const submit = form.handleSubmit((fields) => {
    send.mutate(fields, {
      onSuccess: ({ message, goto }) => {
        if (goto === undefined) {
          onDone(message ?? t('auth:signup.done'));
          return;
        }
        // An invitation continues at its acceptance, signed in already when the invitation proved the address.
        if (message) notify({ level: 'success', message });
        if (goto.startsWith('/')) void navigate(goto, { replace: true });
        else window.location.assign(goto);
      },
      onError: (error) => applyServerErrors(error, form.setError),
    });
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('auth:signup.formLabel')}>
      <Stack gap="md">
        <TextField
          control={form.control}
          name="ragione_sociale"
          label={t('auth:signup.name')}
          autoComplete="name"
          withAsterisk
          data-autofocus
          data-testid="signup-name"
        />
        <TextField
          control={form.control}
          name="email"
          type="email"
          label={t('auth:signup.email')}
          autoComplete="email"
          withAsterisk
          readOnly={invitedEmail !== undefined}
          variant={invitedEmail !== undefined ? 'filled' : 'default'}
          description={invitedEmail !== undefined ? t('auth:signup.invitedEmail') : undefined}
          data-testid="signup-email"
        />
        <PasswordInput
          {...password.field}
          label={t('auth:signup.password')}
          description={t('auth:signup.passwordHint')}
          autoComplete="new-password"
          withAsterisk
          error={translateFieldMessage(password.fieldState.error?.message)}
          visibilityToggleButtonProps={{ 'aria-label': t('auth:login.togglePassword') }}
          data-testid="signup-password"
        />
        <CheckboxField
          control={form.control}
          name="ack_privacy"
          label={t('auth:signup.ackPrivacy')}
          required
          data-testid="signup-ack-privacy"
        />
        <CheckboxField
          control={form.control}
          name="ack_marketing"
          label={t('auth:signup.ackMarketing')}
          data-testid="signup-ack-marketing"
        />
        <Button type="submit" fullWidth loading={send.isPending} data-testid="signup-submit">
          {framed ? t('auth:signup.submitFramed') : t('auth:signup.submit')}
        </Button>
        <SocialSignIn mode="signup" antk={params.get('antk') ?? undefined} disabled={send.isPending} />
      </Stack>
    </form>
  );
}
