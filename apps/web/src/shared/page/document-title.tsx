import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../config/app-config.ts';

/**
 * Every page names itself, then the portal and the brand. It sets the one <title> that index.html
 * already has (issue 14 item 6): rendering a React <title> would hoist a second one into the head.
 */
export function DocumentTitle({ title }: { title: string }) {
  const { t } = useTranslation();
  const { brand } = useAppConfig();
  const text = `${title} · ${t('common:appTitle')} · ${brand.name}`;
  useEffect(() => {
    document.title = text;
  }, [text]);
  return null;
}
