import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SIGNING_TOKEN_FIELD,
  ZSignPublicContractResponse,
  type TSignPublicContractResponse,
} from '@immodesk/contracts/contracts/signing/publicContract.contract';
import {
  SignatureChooser,
  signatureForm,
  toastError,
  uploadWithProgress,
  type SignatureDraft,
} from '@immodesk/sdk';
import { Button } from '@immodesk/ui-kit';
import { toastFailure } from '../errors/toastFailure';
import { publicContractPath } from './publicContractPaths';
import styles from './ContractSharePage.module.css';

export type SignStepProps = {
  shareToken: string;
  signingToken: string;
  signerName: string;
  onSigned(result: TSignPublicContractResponse): void;
};

/** Step 3: the verified tenant signs by typing, drawing or uploading. */
export function SignStep({ shareToken, signingToken, signerName, onSigned }: SignStepProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<SignatureDraft | null>(null);
  const [isSigning, setIsSigning] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft) {
      toastError(t('signature.missing'));
      return;
    }
    setIsSigning(true);
    try {
      const result = await uploadWithProgress(
        publicContractPath(shareToken, 'sign'),
        signatureForm(draft, { [SIGNING_TOKEN_FIELD]: signingToken }),
        {
          schema: ZSignPublicContractResponse,
          onProgress: () => undefined,
          networkErrorMessage: t('errors.network'),
        },
      );
      onSigned(result);
    } catch (error) {
      toastFailure(t('contractShare.signFailed'), error);
    } finally {
      setIsSigning(false);
    }
  };

  return (
    <form
      className={styles.step}
      onSubmit={(event) => void handleSubmit(event)}
      aria-labelledby="sign-step-title"
    >
      <h2 id="sign-step-title" className={styles.stepTitle}>
        {t('contractShare.signTitle')}
      </h2>
      <p className={styles.text}>{t('contractShare.signIntro', { name: signerName })}</p>
      <SignatureChooser
        idPrefix="tenant-signature"
        defaultTypedName={signerName}
        onChange={setDraft}
        onFileRefused={toastError}
      />
      <Button type="submit" isLoading={isSigning}>
        {t('contractShare.sign')}
      </Button>
    </form>
  );
}
