import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './AiPilotIntro.module.css';

const EXAMPLES = ['unpaidRent', 'expiringContracts', 'indexation'] as const;
const ABILITIES = ['answers', 'ownData', 'suggests'] as const;

/** The empty state: what AI Pilot will do for a landlord, in plain words, without pretending to chat. */
export function AiPilotIntro() {
  const { t } = useTranslation('ai');
  const titleId = useId();
  return (
    <section className={styles.intro} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('intro.title')}
      </h2>
      <p className={styles.lead}>{t('intro.lead')}</p>
      <ul className={styles.abilities}>
        {ABILITIES.map((ability) => (
          <li key={ability}>{t(`intro.abilities.${ability}`)}</li>
        ))}
      </ul>
      <h3 className={styles.subtitle}>{t('intro.examplesTitle')}</h3>
      <ul className={styles.examples}>
        {EXAMPLES.map((example) => (
          <li key={example}>
            <q>{t(`intro.examples.${example}`)}</q>
          </li>
        ))}
      </ul>
      <p className={styles.note}>{t('intro.note')}</p>
    </section>
  );
}
