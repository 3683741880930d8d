import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TContract } from '@immodesk/contracts/contracts/contract.contract';
import type { TContractSigningResponse } from '@immodesk/contracts/contracts/signing/contractSigning.contract';
import { toastSuccess } from '@immodesk/sdk';
import { Button } from '@immodesk/ui-kit';
import { useContractSigning } from '../hooks/useContractSigning';
import { ContractSignedDialog } from './ContractSignedDialog';
import { LandlordSignDialog } from './LandlordSignDialog';
import { SendContractDialog } from './SendContractDialog';

/** Send to the tenant (draft or sent) and sign as landlord in the sign dialog (sent, not yet signed by the landlord). */
export function ContractSigningActions({ contract }: { contract: TContract }) {
  const { t } = useTranslation('properties');
  const signing = useContractSigning(contract.id);
  const [dialog, setDialog] = useState<'send' | 'sign' | 'signed' | null>(null);
  const hasLandlordSigned =
    signing.data?.signers.some((signer) => signer.role === 'landlord' && signer.signedAt) ?? false;

  const handleSigned = (result: TContractSigningResponse) => {
    if (result.signedSha256) {
      setDialog('signed');
      return;
    }
    setDialog(null);
    toastSuccess(t('contractSigning.landlord.signedWaiting'));
  };

  return (
    <>
      {contract.status === 'draft' || contract.status === 'sent' ? (
        <Button
          variant={contract.status === 'draft' ? 'primary' : 'secondary'}
          onClick={() => setDialog('send')}
        >
          {contract.status === 'draft'
            ? t('contractSigning.actions.send')
            : t('contractSigning.actions.sendAgain')}
        </Button>
      ) : null}
      {contract.status === 'sent' && signing.isSuccess && !hasLandlordSigned ? (
        <Button onClick={() => setDialog('sign')}>{t('contractSigning.actions.signAsLandlord')}</Button>
      ) : null}
      {dialog === 'send' ? <SendContractDialog contract={contract} onClose={() => setDialog(null)} /> : null}
      {dialog === 'sign' && signing.data ? (
        <LandlordSignDialog
          contract={contract}
          signing={signing.data}
          onSigned={handleSigned}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'signed' && signing.data ? (
        <ContractSignedDialog contract={contract} signing={signing.data} onClose={() => setDialog(null)} />
      ) : null}
    </>
  );
}
