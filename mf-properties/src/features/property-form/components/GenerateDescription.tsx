import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import type { TLanguage } from '@immodesk/contracts/common/languages';
import { currentLanguage, toastError } from '@immodesk/sdk';
import { Button, layout, SelectField } from '@immodesk/ui-kit';
import { generateDescription } from '../api/generateDescription';
import styles from './PropertyForm.module.css';

export type GenerateDescriptionProps = { propertyId: string; onGenerated(description: string): void };

/** SPEC.md §7 'generate description': fills the description field from the saved property, in the chosen language; the user edits and saves. */
export function GenerateDescription({ propertyId, onGenerated }: GenerateDescriptionProps) {
  const { t } = useTranslation('properties');
  const [language, setLanguage] = useState<TLanguage>(currentLanguage());
  const mutation = useMutation({
    mutationFn: () => generateDescription({ propertyId, language }),
    onSuccess: ({ description }) => onGenerated(description),
    onError: (error) => toastError(error, t('form.generateDescription.failed')),
  });
  return (
    <div className={layout.bottomAligned}>
      <SelectField
        label={t('form.generateDescription.language')}
        value={language}
        onValueChange={(value) => setLanguage(value === 'fr' || value === 'en' ? value : 'nl')}
        options={[
          { value: 'nl', label: t('form.generateDescription.languages.nl') },
          { value: 'fr', label: t('form.generateDescription.languages.fr') },
          { value: 'en', label: t('form.generateDescription.languages.en') },
        ]}
      />
      <Button variant="secondary" isLoading={mutation.isPending} onClick={() => mutation.mutate()}>
        {t('form.generateDescription.button')}
      </Button>
      <p className={styles.generateHint}>{t('form.generateDescription.hint')}</p>
    </div>
  );
}
