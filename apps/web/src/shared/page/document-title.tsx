import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../config/app-config.ts';

/** React 19 hoists <title> into the head: every page names itself, then the portal and the brand. */
export function DocumentTitle({ title }: { title: string }) {
  const { t } = useTranslation();
  const { brand } = useAppConfig();
  return <title>{`${title} · ${t('common:appTitle')} · ${brand.name}`}</title>;
}
