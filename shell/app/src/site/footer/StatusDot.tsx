import clsx from 'clsx';
import { useChromeTranslation } from '../i18n/ChromeTranslation';
import { useFooterDot } from '../status/healthStore';
import styles from './StatusDot.module.css';

/** SPEC §2: healthy green, warning orange, error red, otherwise grey; a click opens the system status dialog. */
export function StatusDot({ onOpen }: { onOpen: () => void }) {
  const { t } = useChromeTranslation();
  const state = useFooterDot();
  return (
    <button
      type="button"
      className={styles.button}
      onClick={onOpen}
      data-health={state}
      aria-haspopup="dialog"
      aria-label={`${t('footer.systemStatus')}: ${t(`footer.health.${state}`)}`}
    >
      <span className={clsx(styles.dot, styles[state])} aria-hidden="true" />
      <span>{t('footer.systemStatus')}</span>
    </button>
  );
}
