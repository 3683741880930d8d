import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { currentLanguage } from '@immodesk/sdk';
import { VisuallyHidden } from '@immodesk/ui-kit';
import styles from './AuthPanel.module.css';

/** A public page in a new tab, so the half-filled sign-up form stays as it is; screen readers hear that it opens one. */
function NewTabLink({ href, children }: { href: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <VisuallyHidden> ({t('app.opensInNewTab')})</VisuallyHidden>
    </a>
  );
}

/**
 * SPEC §1: the consent line of the privacy policy and "not for people under 18", under the sign-up button.
 * Decision: implicit consent, not a checkbox. Creating the account is the act of accepting (the terms are a
 * contract, which is also the legal basis for processing, so no separate GDPR consent is asked); a checkbox would
 * need a new field in the fixed sign-up body and a server check, for the same promise. The line sits directly under
 * the button it describes, in the visitor's language, and its links open the pages in that language.
 */
export function SignupConsent() {
  const language = currentLanguage();
  return (
    <p className={styles.consent} data-testid="signup-consent">
      <Trans
        i18nKey="signup.consent"
        components={{
          terms: <NewTabLink href={`/${language}/terms`} />,
          privacy: <NewTabLink href={`/${language}/privacy`} />,
        }}
      />
    </p>
  );
}
