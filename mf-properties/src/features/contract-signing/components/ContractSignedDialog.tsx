import { useTranslation } from 'react-i18next';
import type { TContract } from '@immodesk/contracts/contracts/contract.contract';
import type { TContractSigningResponse } from '@immodesk/contracts/contracts/signing/contractSigning.contract';
import { Button, buttonClassName, Dialog, formGrid } from '@immodesk/ui-kit';
import styles from './ContractSigning.module.css';

export type ContractSignedDialogProps = {
  contract: TContract;
  signing: TContractSigningResponse;
  onClose: () => void;
};

/** SPEC §2 contract-signed success modal: every party signed; the signed PDF is among the documents. */
export function ContractSignedDialog({ contract, signing, onClose }: ContractSignedDialogProps) {
  const { t } = useTranslation('properties');
  return (
    <Dialog
      isOpen
      title={t('contractSigning.signed.title')}
      description={t('contractSigning.signed.description', { number: contract.contractNumber })}
      onClose={onClose}
    >
      <div className={formGrid.form} data-testid="contract-signed-dialog">
        <p className={styles.muted}>{t('contractSigning.signed.registration')}</p>
        {signing.signedSha256 ? (
          <p className={styles.hash}>
            {t('contractSigning.signed.fingerprint')} <code>{signing.signedSha256}</code>
          </p>
        ) : null}
        <div className={formGrid.actions}>
          {signing.signedDocumentId ? (
            <a
              className={buttonClassName({ variant: 'secondary' })}
              href={`/api/documents/${signing.signedDocumentId}/download`}
            >
              {t('contractSigning.signed.download')}
            </a>
          ) : null}
          <Button onClick={onClose}>{t('contractSigning.signed.close')}</Button>
        </div>
      </div>
    </Dialog>
  );
}
