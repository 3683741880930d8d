import { useTranslation } from 'react-i18next';
import { buildUrl } from '@immodesk/sdk';
import { buttonClassName, layout } from '@immodesk/ui-kit';
import { useAuthProviders } from './useAuthProviders';
import styles from './SocialSignIn.module.css';

export type SocialSignInProps = {
  /** Same-site path to land on after signing in with a provider. */
  returnTo: string;
};

/** One link per configured provider (SPEC §2: Google, Apple, GitHub, X); nothing at all when none is configured. */
export function SocialSignIn({ returnTo }: SocialSignInProps) {
  const { t } = useTranslation();
  const providers = useAuthProviders();
  if (providers.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="social-sign-in-title">
      <p id="social-sign-in-title" className={styles.divider}>
        <span>{t('socialSignIn.title')}</span>
      </p>
      <ul className={layout.list}>
        {providers.map((provider) => (
          <li key={provider.id}>
            <a
              className={buttonClassName({ variant: 'secondary', isFullWidth: true })}
              href={buildUrl(`/api/auth/oauth/${provider.id}/start`, { returnTo })}
            >
              {t('socialSignIn.continueWith', { provider: provider.name })}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
