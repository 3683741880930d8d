import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { previewRentRoll, type PreviewUpload } from '../api/rentRollImportApi';

/** Uploads a rent roll for its preview, with the fraction sent so far (0–1) while the file goes up. */
export function useRentRollPreview() {
  const { t } = useTranslation('properties');
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (upload: PreviewUpload) => {
      setProgress(0);
      return previewRentRoll(upload, setProgress, t('rentRollImport.upload.networkError'));
    },
  });
  return { ...mutation, progress };
}
