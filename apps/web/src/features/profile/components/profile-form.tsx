import { Alert, Button, Divider, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  EMAIL_SUBSCRIPTIONS,
  policies,
  PROFILE_LIMITS,
  ProfileUpdateSchema,
  type EmailSubscription,
  type Profile,
  type ProfileUpdateInput,
} from '@sportello/domain';
import { useCountryOptions } from '../../../modules/company/index.ts';
import { translateFieldMessage } from '../../../shared/form/field-message.ts';
import { applyServerErrors } from '../../../shared/form/server-errors.ts';
import { SelectField } from '../../../shared/form/select-field.tsx';
import { TextField } from '../../../shared/form/text-field.tsx';
import { useZodForm } from '../../../shared/form/zod-form.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { notify } from '../../../shared/notify/notify.ts';
import { useUpdateProfile } from '../api/profile-api.ts';
import { ReauthenticationFields } from './reauthentication-fields.tsx';
import { FormActions } from '../../../shared/form/form-actions.tsx';

function valuesOf(p: Profile): ProfileUpdateInput {
  return {
    title: p.title,
    firstname: p.firstname,
    lastname: p.lastname,
    street: p.street,
    postalcode: p.postalcode,
    city: p.city,
    province: p.province,
    country: p.country,
    phone: p.phone,
    mobile: p.mobile,
    mail: p.mail,
    newsletter_subscription: p.newsletter_subscription,
    email_subscriptions: p.email_subscriptions,
    current_password: '',
    totp: '',
  };
}

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Personal data, e-mail notifications and newsletter (spec 2 §2 Profile, §5, §6, §8). A new address
 * takes the current password and replaces the old one when the link sent to it is opened (issue 9).
 */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const update = useUpdateProfile(profile.id);
  const { control, handleSubmit, setError, formState, reset } = useZodForm(ProfileUpdateSchema, valuesOf(profile));
  const countries = useCountryOptions(useLanguage().language);
  const subscriptions = useController({ control, name: 'email_subscriptions' });
  const newsletter = useController({ control, name: 'newsletter_subscription' });
  // A new address asks for the current password (and code) and waits for the link sent to it.
  const changingMail = !sameAddress(useWatch({ control, name: 'mail' }) ?? '', profile.mail);
  // Spec 2 §6, the server's policy: only the owner adds a subscription; anyone may remove theirs.
  const adding = policies.addEmailSubscription(profile);
  const chosen = subscriptions.field.value ?? [];

  const toggle = (sub: EmailSubscription, on: boolean) =>
    subscriptions.field.onChange(EMAIL_SUBSCRIPTIONS.filter((s) => (s === sub ? on : chosen.includes(s))));

  const submit = handleSubmit(async (data) => {
    try {
      const saved = await update.mutateAsync(changingMail ? data : { ...data, current_password: '', totp: '' });
      reset(valuesOf(saved));
      notify({ level: 'success', message: translateFieldMessage('profile.updated') ?? '' });
      if (changingMail && saved.pending_mail)
        notify({ level: 'info', message: t('profile:mail.sent', { mail: saved.pending_mail }) });
    } catch (error) {
      applyServerErrors(error, setError);
      notify({ level: 'danger', message: translateFieldMessage('profile.update_failed') ?? '' });
    }
  });

  const field = (
    name: keyof typeof PROFILE_LIMITS & keyof ProfileUpdateInput,
    extra: { type?: string; withAsterisk?: boolean } = {},
  ) => (
    <TextField
      control={control}
      name={name}
      label={t(`profile:fields.${name}`)}
      maxLength={PROFILE_LIMITS[name]}
      {...extra}
    />
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="profile-form">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('profile:personal.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          {field('title')}
          {field('mail', { type: 'email', withAsterisk: true })}
          {field('firstname')}
          {field('lastname')}
          {field('street')}
          {field('postalcode')}
          {field('city')}
          {field('province')}
          <SelectField
            control={control}
            name="country"
            label={t('profile:fields.country')}
            data={countries.data ?? []}
            searchable
            clearable
            data-testid="profile-country"
          />
          {field('phone', { type: 'tel' })}
          {field('mobile', { type: 'tel' })}
        </SimpleGrid>
        {profile.pending_mail && (
          <Alert color="yellow" variant="light" data-testid="pending-mail">
            <Text size="sm">{t('profile:mail.pending', { mail: profile.pending_mail })}</Text>
          </Alert>
        )}
        {changingMail && (
          <Stack gap="xs" data-testid="mail-reauthentication">
            <Text size="sm">{t('profile:mail.hint')}</Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
              <ReauthenticationFields control={control} password="current_password" code="totp" twofa={profile.twofa} />
            </SimpleGrid>
          </Stack>
        )}
        <Divider />
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t('profile:notifications.title')}
          </Title>
          <Text size="sm" c="dimmed" data-testid="subscriptions-hint">
            {adding.allowed ? t('profile:notifications.ownerHint') : translateFieldMessage(adding.message)}
          </Text>
          {EMAIL_SUBSCRIPTIONS.map((sub) => (
            <Switch
              key={sub}
              label={t(`profile:notifications.${sub}`)}
              checked={chosen.includes(sub)}
              disabled={!adding.allowed && !profile.email_subscriptions.includes(sub)}
              onChange={(event) => toggle(sub, event.currentTarget.checked)}
              data-testid={`subscription-${sub}`}
            />
          ))}
          {subscriptions.fieldState.error && (
            <Text size="sm" c="red" role="alert">
              {translateFieldMessage(subscriptions.fieldState.error.message)}
            </Text>
          )}
        </Stack>
        <Switch
          label={t('profile:newsletter')}
          checked={newsletter.field.value}
          onChange={(event) => newsletter.field.onChange(event.currentTarget.checked)}
          data-testid="newsletter"
        />
        <FormActions>
          <Button type="submit" loading={formState.isSubmitting} data-testid="profile-submit">
            {t('profile:save')}
          </Button>
        </FormActions>
      </Stack>
    </form>
  );
}
