import { Group, Stack, Switch, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ASSIGNABLE_GRANTS,
  EMAIL_SUBSCRIPTIONS,
  normalizeGrants,
  type AssignableGrant,
  type EmailSubscription,
} from '@sportello/domain';
import { translateFieldMessage } from '../../../shared/form/field-message.ts';
import classes from './access-fields.module.css';

export interface AccessValues {
  grants: AssignableGrant[];
  email_subscriptions: EmailSubscription[];
}

export interface AccessFieldsProps {
  // The invite form adds an e-mail field to these two.
  control: Control<AccessValues & { email?: string }>;
  /** An owner's grants are not edited (spec 3 §5): shown all on, locked. */
  owner?: boolean;
}

/** The grant and e-mail copy switches of the invite and edit forms; admin turns the others on and locks them. */
export function AccessFields({ control, owner = false }: AccessFieldsProps) {
  const { t } = useTranslation();
  const grants = useController({ control, name: 'grants' });
  const subscriptions = useController({ control, name: 'email_subscriptions' });
  const value = grants.field.value;
  const admin = owner || value.includes('admin');
  const error = translateFieldMessage(grants.fieldState.error?.message);

  const toggleGrant = (grant: AssignableGrant, on: boolean) => {
    const next = on ? [...value, grant] : value.filter((g) => g !== grant);
    // Spec 3 §5: the admin switch clears the other grants (admin implies them).
    grants.field.onChange(normalizeGrants(next));
  };
  const toggleSubscription = (subscription: EmailSubscription, on: boolean) => {
    const current = subscriptions.field.value;
    subscriptions.field.onChange(on ? [...current, subscription] : current.filter((s) => s !== subscription));
  };

  return (
    <Stack gap="md">
      <SwitchSet
        legend={t('users:grants.label')}
        testId="grant-switches"
        note={owner ? t('users:grants.ownerNote') : undefined}
      >
        {ASSIGNABLE_GRANTS.map((grant) => (
          <Switch
            key={grant}
            label={t(`users:grants.${grant}`)}
            checked={admin || value.includes(grant)}
            disabled={owner || (grant !== 'admin' && admin)}
            onChange={(event) => toggleGrant(grant, event.currentTarget.checked)}
            data-testid={`grant-${grant}`}
          />
        ))}
      </SwitchSet>
      <SwitchSet legend={t('users:subscriptions.label')} testId="subscription-switches">
        {EMAIL_SUBSCRIPTIONS.map((subscription) => (
          <Switch
            key={subscription}
            label={t(`users:subscriptions.${subscription}`)}
            checked={subscriptions.field.value.includes(subscription)}
            onChange={(event) => toggleSubscription(subscription, event.currentTarget.checked)}
            data-testid={`subscription-${subscription}`}
          />
        ))}
      </SwitchSet>
      <Text size="sm" c={error ? 'red' : 'dimmed'} role={error ? 'alert' : undefined} data-testid="access-help">
        {error ?? translateFieldMessage('users.at_least_one')}
      </Text>
    </Stack>
  );
}

function SwitchSet({
  legend,
  testId,
  note,
  children,
}: {
  legend: string;
  testId: string;
  note?: string | undefined;
  children: ReactNode;
}) {
  return (
    <fieldset className={classes.fieldset}>
      <Text component="legend" fw={500} size="sm" mb={6}>
        {legend}
      </Text>
      <Group gap="lg" data-testid={testId}>
        {children}
      </Group>
      {note && (
        <Text size="xs" c="dimmed" mt={6}>
          {note}
        </Text>
      )}
    </fieldset>
  );
}
