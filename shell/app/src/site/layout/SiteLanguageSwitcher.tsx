import clsx from 'clsx';
import { parsePublicPath, publicPathFor } from '@immodesk/contracts/shell/publicSitePaths';
import { LANGUAGES, type Language } from '@immodesk/sdk';
import { changeSiteLanguage, useSiteTranslation } from '../i18n/siteI18n';
import { SiteLink } from '../routing/SiteLink';
import { useSitePathname } from '../routing/siteRouter';
import styles from './SiteLanguageSwitcher.module.css';

/** Switching language keeps the page: /nl/pricing → /fr/pricing; without a prefix (signed in) only the language changes. */
export function SiteLanguageSwitcher() {
  const { t, language: active } = useSiteTranslation('siteChrome');
  const pathname = useSitePathname();
  const parsed = parsePublicPath(pathname);
  const hrefFor = (language: Language) => {
    if (!parsed?.language) return `${pathname}${window.location.search}`;
    return parsed.page === null
      ? pathname.replace(/^\/(nl|en|fr)/, `/${language}`)
      : publicPathFor(parsed.page, language);
  };
  return (
    <nav aria-label={t('header.languageSwitcher')}>
      <ul className={styles.switcher}>
        {LANGUAGES.map((language) => (
          <li key={language}>
            <SiteLink
              href={hrefFor(language)}
              lang={language}
              hrefLang={language}
              className={clsx(styles.link, language === active && styles.current)}
              aria-current={language === active ? 'true' : undefined}
              // The accessible name must contain the visible code (WCAG 2.5.3, label in name).
              aria-label={`${language} – ${t(`languages.${language}`)}`}
              onClick={(event) => {
                if (!parsed?.language) event.preventDefault();
                void changeSiteLanguage(language);
              }}
            >
              {language}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
