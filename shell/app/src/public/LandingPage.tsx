import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { changeLanguage, useBranding, type Language } from '@immodesk/sdk';
import { buttonClassName } from '@immodesk/ui-kit';
import { PublicLayout } from './PublicLayout';
import styles from './LandingPage.module.css';

/**
 * The short public landing page under /nl, /en and /fr. It lives in its own chunk so a visitor downloads
 * none of the app; the full marketing site replaces it later.
 */
export function LandingPage({ language }: { language: Language }) {
  const { t } = useTranslation();
  const { productName } = useBranding();

  // SPEC §2: the language prefix in the URL sets the interface language.
  useEffect(() => {
    void changeLanguage(language);
  }, [language]);

  useEffect(() => {
    if (productName) document.title = `${productName} — ${t('landing.title')}`;
  }, [productName, t]);

  return (
    <PublicLayout>
      <section className={styles.hero} aria-labelledby="landing-title">
        <h1 id="landing-title" className={styles.title}>
          {t('landing.title')}
        </h1>
        <p className={styles.pitch}>{t('landing.pitch')}</p>
        <Link to="/login" className={[buttonClassName(), styles.cta].join(' ')}>
          {t('landing.cta')}
        </Link>
      </section>
      <ul className={styles.points} aria-label={t('landing.pointsLabel')}>
        <li className={styles.point}>{t('landing.point1')}</li>
        <li className={styles.point}>{t('landing.point2')}</li>
        <li className={styles.point}>{t('landing.point3')}</li>
      </ul>
    </PublicLayout>
  );
}
