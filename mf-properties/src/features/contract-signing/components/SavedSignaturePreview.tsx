import { useTranslation } from 'react-i18next';
import type { TLandlordSignature } from '@immodesk/contracts/contracts/signing/landlordSignature.contract';
import styles from './ContractSigning.module.css';

/** The saved signature as it will be placed on the lease: the typed name, or the drawn or uploaded image. */
export function SavedSignaturePreview({ signature }: { signature: TLandlordSignature }) {
  const { t } = useTranslation('properties');
  return (
    <div className={styles.savedSignature} data-testid="landlord-saved-signature">
      {signature.imageUrl ? (
        <img src={signature.imageUrl} alt={t('contractSigning.landlord.savedImage')} />
      ) : (
        <p className={styles.typedSignature}>{signature.typedName}</p>
      )}
    </div>
  );
}
