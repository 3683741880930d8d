import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SIGNATURE_IMAGE_MAX_BYTES,
  SIGNATURE_IMAGE_MIME_TYPES,
  SIGNATURE_METHODS,
  TYPED_SIGNATURE_MAX_LENGTH,
  type TSignatureMethod,
} from '@immodesk/contracts/contracts/signing/signature.contract';
import { ChoiceField, layout, SignaturePad, TextField } from '@immodesk/ui-kit';
import { drawnDraft, type SignatureDraft } from './signatureDraft';
import styles from './SignatureChooser.module.css';

export type SignatureChooserProps = {
  /** Prefix for element ids, unique on the page. */
  idPrefix: string;
  /** Pre-fills the typed signature (the signer's confirmed name). */
  defaultTypedName?: string;
  onChange(draft: SignatureDraft | null): void;
  /** Told when a chosen file is refused here (wrong type or too large), in the words of SPEC §8. */
  onFileRefused(message: string): void;
};

const MAXIMUM_MB = SIGNATURE_IMAGE_MAX_BYTES / 1024 / 1024;

/** SPEC §3 Signature: type it, draw it or upload an image (PNG or JPG, at most 5 MB). */
export function SignatureChooser({
  idPrefix,
  defaultTypedName = '',
  onChange,
  onFileRefused,
}: SignatureChooserProps) {
  const { t } = useTranslation('common');
  const [method, setMethod] = useState<TSignatureMethod>('drawn');
  const [typedName, setTypedName] = useState(defaultTypedName);
  const [fileName, setFileName] = useState<string | null>(null);

  const handleMethodChange = (next: TSignatureMethod) => {
    setMethod(next);
    setFileName(null);
    onChange(next === 'typed' && typedName.trim() ? { method: 'typed', typedName: typedName.trim() } : null);
  };

  const handleTypedChange = (event: ChangeEvent<HTMLInputElement>) => {
    setTypedName(event.currentTarget.value);
    const name = event.currentTarget.value.trim();
    onChange(name ? { method: 'typed', typedName: name } : null);
  };

  const handleFileChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    if (!file) return;
    if (file.size > SIGNATURE_IMAGE_MAX_BYTES) {
      event.currentTarget.value = '';
      onFileRefused(t('signature.tooLarge', { maximumMb: MAXIMUM_MB }));
      onChange(null);
      return;
    }
    if (file.type && !(SIGNATURE_IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) {
      event.currentTarget.value = '';
      onFileRefused(t('signature.invalidType'));
      onChange(null);
      return;
    }
    setFileName(file.name);
    onChange({ method: 'uploaded', image: file });
  };

  return (
    <div className={layout.looseStack}>
      <fieldset className={styles.methods}>
        <legend className={styles.legend}>{t('signature.methodLegend')}</legend>
        {SIGNATURE_METHODS.map((option) => (
          <ChoiceField
            key={option}
            type="radio"
            name={`${idPrefix}-method`}
            value={option}
            checked={method === option}
            onChange={() => handleMethodChange(option)}
            label={t(`signature.methods.${option}`)}
          />
        ))}
      </fieldset>
      {method === 'typed' ? (
        <>
          <TextField
            id={`${idPrefix}-typed`}
            label={t('signature.typedLabel')}
            value={typedName}
            maxLength={TYPED_SIGNATURE_MAX_LENGTH}
            onChange={handleTypedChange}
            autoComplete="name"
          />
          {typedName.trim() ? (
            <p className={styles.typedPreview} aria-hidden="true">
              {typedName}
            </p>
          ) : null}
        </>
      ) : null}
      {method === 'drawn' ? (
        <SignaturePad
          label={t('signature.drawLabel')}
          clearLabel={t('signature.clear')}
          onChange={(dataUrl) => onChange(dataUrl ? drawnDraft(dataUrl) : null)}
        />
      ) : null}
      {method === 'uploaded' ? (
        <div className={styles.upload}>
          <label htmlFor={`${idPrefix}-file`} className={styles.uploadLabel}>
            {t('signature.uploadLabel')}
          </label>
          <input
            id={`${idPrefix}-file`}
            type="file"
            accept={SIGNATURE_IMAGE_MIME_TYPES.join(',')}
            onChange={handleFileChosen}
            aria-describedby={`${idPrefix}-file-hint`}
          />
          <p id={`${idPrefix}-file-hint`} className={styles.hint}>
            {fileName ?? t('signature.uploadHint', { maximumMb: MAXIMUM_MB })}
          </p>
        </div>
      ) : null}
    </div>
  );
}
