import { Anchor, Button, Divider, Alert, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isDomain, routeHref } from '@sportello/domain';
import { useAppConfig } from '../../../shared/config/app-config.ts';
import { AuthCard } from '../../../shared/ui/auth-card.tsx';

/** The part of an address after '@' when it is a domain name, lower-cased; otherwise null. */
export function mailDomain(email: string): string | null {
  const at = email.lastIndexOf('@');
  if (at < 1) return null;
  const domain = email
    .slice(at + 1)
    .trim()
    .replace(/\.$/, '')
    .toLowerCase();
  return isDomain(domain) ? domain : null;
}

/** The brand's webmail login for a mail domain: `{domain}` in the template replaced. */
export function webmailAction(template: string, domain: string): string {
  return template.replaceAll('{domain}', encodeURIComponent(domain));
}

/**
 * /webmail (spec 1 §7): a real form POST of `user` and `pass` to the mail host of the address's
 * domain (the brand's `webmail_url_template`), and the certified mail (PEC) in a new tab.
 */
export function WebmailPage() {
  const { t } = useTranslation();
  const { brand } = useAppConfig();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const template = brand.webmail_url_template;
  const domain = mailDomain(email);
  const action = template && domain ? webmailAction(template, domain) : undefined;

  return (
    <AuthCard title={t('auth:webmail.title')}>
      <Stack gap="md">
        {template ? (
          <form
            method="post"
            action={action}
            target="_self"
            aria-label={t('auth:webmail.title')}
            data-testid="webmail-form"
            onSubmit={(event) => {
              if (!action) event.preventDefault();
            }}
          >
            <Stack gap="md">
              <TextInput
                name="user"
                type="email"
                label={t('auth:webmail.email')}
                autoComplete="email"
                value={email}
                onChange={(event) => setEmail(event.currentTarget.value)}
                description={domain ? t('auth:webmail.host', { domain }) : undefined}
                data-testid="webmail-user"
              />
              <PasswordInput
                name="pass"
                label={t('auth:webmail.password')}
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.currentTarget.value)}
                data-testid="webmail-pass"
              />
              <Button type="submit" disabled={!action} data-testid="webmail-submit">
                {t('auth:webmail.submit')}
              </Button>
            </Stack>
          </form>
        ) : (
          <Alert color="yellow" data-testid="webmail-unconfigured">
            {t('auth:webmail.unconfigured')}
          </Alert>
        )}
        <Anchor component={Link} to={routeHref('login')} size="sm" data-testid="webmail-login">
          {t('auth:webmail.login')}
        </Anchor>
        {brand.pec_url && (
          <>
            <Divider />
            <Stack gap="xs" data-testid="webmail-pec">
              <Title order={2} size="h4">
                {t('auth:webmail.pecTitle')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('auth:webmail.pecText')}
              </Text>
              <Button
                component="a"
                href={brand.pec_url}
                target="_blank"
                rel="noopener noreferrer"
                variant="light"
                rightSection={<IconExternalLink size={16} aria-hidden />}
                data-testid="webmail-pec-open"
              >
                {t('auth:webmail.pecOpen')}
              </Button>
            </Stack>
          </>
        )}
      </Stack>
    </AuthCard>
  );
}
