import { useTranslation } from 'react-i18next';
import classes from './skip-link.module.css';

/** Keyboard users jump past the top bar and sidebar. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a href="#main" className={classes.skip}>
      {t('shell:skipToContent')}
    </a>
  );
}
