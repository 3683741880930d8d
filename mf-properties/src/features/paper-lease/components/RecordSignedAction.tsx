import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TContract } from '@immodesk/contracts/contracts/contract.contract';
import { Button } from '@immodesk/ui-kit';
import { RecordSignedDialog } from './RecordSignedDialog';

/** "Already signed on paper", next to sending for e-signature: only a draft can be recorded as signed. */
export function RecordSignedAction({ contract }: { contract: TContract }) {
  const { t } = useTranslation('properties');
  const [isOpen, setIsOpen] = useState(false);
  if (contract.status !== 'draft') return null;
  return (
    <>
      <Button variant="secondary" onClick={() => setIsOpen(true)}>
        {t('paperLease.action')}
      </Button>
      {isOpen ? <RecordSignedDialog contract={contract} onClose={() => setIsOpen(false)} /> : null}
    </>
  );
}
