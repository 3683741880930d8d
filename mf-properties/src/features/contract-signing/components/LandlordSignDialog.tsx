import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TContract } from '@immodesk/contracts/contracts/contract.contract';
import type { TContractSigningResponse } from '@immodesk/contracts/contracts/signing/contractSigning.contract';
import { SignatureChooser, toastError, type SignatureDraft } from '@immodesk/sdk';
import { ChoiceField, FormDialog, Spinner } from '@immodesk/ui-kit';
import { useLandlordSign } from '../hooks/useLandlordSign';
import { useSavedSignature } from '../hooks/useSavedSignature';
import { LeaseToSign } from './LeaseToSign';
import { SavedSignaturePreview } from './SavedSignaturePreview';
import styles from './ContractSigning.module.css';

export type LandlordSignDialogProps = {
  contract: TContract;
  signing: TContractSigningResponse;
  onSigned(result: TContractSigningResponse): void;
  onClose(): void;
};

/**
 * The landlord signs from the contract page: the lease as sent (summary, PDF and SHA-256) above, then the saved
 * signature or a new one typed, drawn or uploaded here, which can be kept for next time (settings → signature).
 */
export function LandlordSignDialog({ contract, signing, onSigned, onClose }: LandlordSignDialogProps) {
  const { t } = useTranslation('properties');
  const saved = useSavedSignature();
  const sign = useLandlordSign(contract.id);
  const savedSignature = saved.data?.signature ?? null;
  const [useSaved, setUseSaved] = useState(true);
  const [draft, setDraft] = useState<SignatureDraft | null>(null);
  const [saveForNextTime, setSaveForNextTime] = useState(true);
  const landlordName = signing.signers.find((signer) => signer.role === 'landlord')?.name ?? '';
  const signsWithSaved = savedSignature !== null && useSaved;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!signsWithSaved && !draft) {
      toastError(t('contractSigning.landlord.missing'));
      return;
    }
    sign.mutate(
      signsWithSaved || !draft ? { source: 'saved' } : { source: 'given', draft, saveForNextTime },
      { onSuccess: onSigned },
    );
  };

  return (
    <FormDialog
      title={t('contractSigning.landlord.title')}
      description={t('contractSigning.landlord.description', { number: contract.contractNumber })}
      formLabel={t('contractSigning.landlord.title')}
      cancelLabel={t('contractSigning.landlord.cancel')}
      submitLabel={t('contractSigning.landlord.submit')}
      isPending={sign.isPending}
      isSubmitDisabled={saved.isPending}
      onClose={onClose}
      onSubmit={handleSubmit}
    >
      <LeaseToSign contract={contract} signing={signing} />
      {saved.isPending ? <Spinner label={t('contractSigning.landlord.loadingSaved')} /> : null}
      {savedSignature ? (
        <fieldset className={styles.choices}>
          <legend className={styles.label}>{t('contractSigning.landlord.which')}</legend>
          <ChoiceField
            type="radio"
            name="landlord-signature-source"
            checked={useSaved}
            onChange={() => setUseSaved(true)}
            label={t('contractSigning.landlord.useSaved')}
          />
          <ChoiceField
            type="radio"
            name="landlord-signature-source"
            checked={!useSaved}
            onChange={() => setUseSaved(false)}
            label={t('contractSigning.landlord.useNew')}
          />
        </fieldset>
      ) : null}
      {signsWithSaved ? <SavedSignaturePreview signature={savedSignature} /> : null}
      {!saved.isPending && !signsWithSaved ? (
        <>
          <SignatureChooser
            idPrefix="landlord-signature"
            defaultTypedName={landlordName}
            onChange={setDraft}
            onFileRefused={toastError}
          />
          <ChoiceField
            type="checkbox"
            name="saveForNextTime"
            checked={saveForNextTime}
            onChange={(event) => setSaveForNextTime(event.currentTarget.checked)}
            label={
              savedSignature
                ? t('contractSigning.landlord.replaceSaved')
                : t('contractSigning.landlord.saveForNextTime')
            }
          />
        </>
      ) : null}
      <p className={styles.muted}>{t('contractSigning.eidas')}</p>
    </FormDialog>
  );
}
