import clsx from 'clsx';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, changeLanguage, currentLanguage, languageFromPath, type Language } from '@immodesk/sdk';
// Same look as the public site's switcher, from one stylesheet.
import styles from '../site/layout/SiteLanguageSwitcher.module.css';

/** The language choice above the auth pages: it switches in place (under a /nl, /en or /fr prefix it swaps the prefix). */
export function AuthLanguageSwitcher() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = currentLanguage();
  const isPrefixed = languageFromPath(pathname) !== null;
  const targetFor = (language: Language) =>
    isPrefixed ? pathname.replace(/^\/(nl|en|fr)/, `/${language}`) : pathname;
  return (
    <nav aria-label={t('public.languageSwitcher')}>
      <ul className={styles.switcher}>
        {LANGUAGES.map((language) => (
          <li key={language}>
            <Link
              to={targetFor(language)}
              lang={language}
              hrefLang={language}
              className={clsx(styles.link, language === active && styles.current)}
              aria-current={language === active ? 'true' : undefined}
              // The accessible name must contain the visible code (WCAG 2.5.3, label in name).
              aria-label={`${language} – ${t(`languages.${language}`)}`}
              onClick={() => void changeLanguage(language)}
            >
              {language}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
