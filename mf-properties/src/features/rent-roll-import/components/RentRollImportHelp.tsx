import { useTranslation } from 'react-i18next';
import { Card } from '@immodesk/ui-kit';
import styles from './RentRollImport.module.css';

const HELP_STEPS = ['template', 'check', 'fix', 'commit', 'again'] as const;

/** The import in five sentences, as it works: template, check, fix and upload again, import, re-import. */
export function RentRollImportHelp() {
  const { t } = useTranslation('properties');
  return (
    <Card as="section" title={t('rentRollImport.help.title')}>
      <ol className={styles.help}>
        {HELP_STEPS.map((step) => (
          <li key={step}>{t(`rentRollImport.help.${step}`)}</li>
        ))}
      </ol>
    </Card>
  );
}
