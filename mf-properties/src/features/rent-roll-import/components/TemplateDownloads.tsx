import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Download } from 'lucide-react';
import { RENT_ROLL_TEMPLATE_FORMATS } from '@immodesk/contracts/imports/rentRollImport.contract';
import { currentLanguage, isLanguage, LANGUAGES, type Language } from '@immodesk/sdk';
import { buttonClassName, Card, SelectField } from '@immodesk/ui-kit';
import { templateHref } from '../utils/templateHref';
import styles from './RentRollImport.module.css';

/** The template in nl, fr or en (the user's language first), as Excel or CSV: plain links, the browser downloads. */
export function TemplateDownloads() {
  const { t } = useTranslation('properties');
  const [language, setLanguage] = useState<Language>(currentLanguage());
  const languageNames = new Intl.DisplayNames([currentLanguage()], { type: 'language' });
  return (
    <Card as="section" title={t('rentRollImport.template.title')}>
      <div className={styles.templateLinks}>
        <SelectField
          className={styles.narrowField}
          label={t('rentRollImport.template.language')}
          value={language}
          options={LANGUAGES.map((code) => ({ value: code, label: languageNames.of(code) ?? code }))}
          onValueChange={(value) => isLanguage(value) && setLanguage(value)}
        />
        {RENT_ROLL_TEMPLATE_FORMATS.map((format) => (
          <a
            key={format}
            href={templateHref(language, format)}
            download
            className={buttonClassName({ variant: 'secondary' })}
          >
            <Download size={18} aria-hidden />
            {t(`rentRollImport.template.${format}`)}
          </a>
        ))}
      </div>
      <p className={styles.muted}>{t('rentRollImport.template.hint')}</p>
    </Card>
  );
}
