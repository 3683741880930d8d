import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '@immodesk/ui-kit';
import styles from '../Settings.module.css';

/** SPEC §2 settings → contract templates: the editor itself is the page /contract-templates (properties remote). */
export function ContractTemplatesSection() {
  const { t } = useTranslation();
  return (
    <>
      <h2 className={styles.sectionHeading}>{t('settings.sections.contract-templates')}</h2>
      <p>{t('contractTemplatesSettings.description')}</p>
      <Link to="/contract-templates" className={buttonClassName({ variant: 'primary' })}>
        {t('contractTemplatesSettings.open')}
      </Link>
    </>
  );
}
