import { useTranslation } from 'react-i18next';
import { layout } from '@immodesk/ui-kit';
import type { TSigner } from '@immodesk/contracts/contracts/signing/publicContract.contract';
import styles from './ContractSharePage.module.css';

/** Each party and whether (and when) they signed. */
export function SignersList({ signers }: { signers: TSigner[] }) {
  const { t, i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(`${i18n.language}-BE`, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Brussels',
  });
  return (
    <section className={styles.signers} aria-labelledby="signers-title">
      <h2 id="signers-title" className={styles.stepTitle}>
        {t('contractShare.signersTitle')}
      </h2>
      <ul className={layout.list}>
        {signers.map((signer, index) => (
          <li key={`${signer.role}-${index}`} className={layout.spreadLine} data-testid="signer">
            <span>
              {signer.name} <span className={styles.role}>({t(`contractShare.roles.${signer.role}`)})</span>
            </span>
            <span className={signer.signedAt ? styles.signed : styles.pending}>
              {signer.signedAt
                ? t('contractShare.signedOn', { date: format.format(new Date(signer.signedAt)) })
                : t('contractShare.notSignedYet')}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
