import '@mantine/core/styles/Switch.css';
import { Button, Divider, Group, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  EMAIL_SUBSCRIPTIONS,
  hasGrant,
  PROFILE_LIMITS,
  ProfileUpdateSchema,
  type EmailSubscription,
  type Profile,
  type ProfileUpdateInput,
} from '@sportello/domain';
import { translateFieldMessage } from '../../../shared/form/field-message.ts';
import { applyServerErrors } from '../../../shared/form/server-errors.ts';
import { TextField } from '../../../shared/form/text-field.tsx';
import { useZodForm } from '../../../shared/form/zod-form.ts';
import { notify } from '../../../shared/notify/notify.ts';
import { useUpdateProfile } from '../api/profile-api.ts';

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
  };
}

/** Personal data, e-mail notifications and newsletter (spec 2 §2 Profile, §5, §6, §8). */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const update = useUpdateProfile(profile.id);
  const { control, handleSubmit, setError, formState, reset } = useZodForm(ProfileUpdateSchema, valuesOf(profile));
  const subscriptions = useController({ control, name: 'email_subscriptions' });
  const newsletter = useController({ control, name: 'newsletter_subscription' });
  const isOwner = hasGrant(profile.grants, 'owner');
  const chosen = subscriptions.field.value ?? [];

  const toggle = (sub: EmailSubscription, on: boolean) =>
    subscriptions.field.onChange(EMAIL_SUBSCRIPTIONS.filter((s) => (s === sub ? on : chosen.includes(s))));

  const submit = handleSubmit(async (data) => {
    try {
      const saved = await update.mutateAsync(data);
      reset(valuesOf(saved));
      notify({ level: 'success', message: translateFieldMessage('profile.updated') ?? '' });
    } catch (error) {
      applyServerErrors(error, setError);
      notify({ level: 'danger', message: translateFieldMessage('profile.update_failed') ?? '' });
    }
  });

  const field = (name: keyof typeof PROFILE_LIMITS & keyof ProfileUpdateInput, extra: { type?: string; withAsterisk?: boolean } = {}) => (
    <TextField control={control} name={name} label={t(`profile:fields.${name}`)} maxLength={PROFILE_LIMITS[name]} {...extra} />
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
          {field('country')}
          {field('phone', { type: 'tel' })}
          {field('mobile', { type: 'tel' })}
        </SimpleGrid>
        <Divider />
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t('profile:notifications.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t(isOwner ? 'profile:notifications.ownerHint' : 'profile:notifications.memberHint')}
          </Text>
          {EMAIL_SUBSCRIPTIONS.map((sub) => (
            <Switch
              key={sub}
              label={t(`profile:notifications.${sub}`)}
              checked={chosen.includes(sub)}
              // Spec 2 §6: a non-owner may switch a subscription off, never on.
              disabled={!isOwner && !profile.email_subscriptions.includes(sub)}
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
        <Group justify="flex-end">
          <Button type="submit" loading={formState.isSubmitting} data-testid="profile-submit">
            {t('profile:save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
