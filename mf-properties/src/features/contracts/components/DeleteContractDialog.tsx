import { useTranslation } from 'react-i18next';
import type { TContract } from '@immodesk/contracts/contracts/contract.contract';
import { ConfirmDialog, confirmCopy } from '@immodesk/ui-kit';
import { useDeleteContract } from '../hooks/useDeleteContract';

export type DeleteContractDialogProps = { contract: TContract; onClose: () => void; onDeleted: () => void };

/** SPEC §2 delete confirmation for a draft contract. */
export function DeleteContractDialog({ contract, onClose, onDeleted }: DeleteContractDialogProps) {
  const { t } = useTranslation('properties');
  const deletion = useDeleteContract(contract.id);
  return (
    <ConfirmDialog
      {...confirmCopy(t, 'contracts.delete', { number: contract.contractNumber })}
      confirmVariant="danger"
      isPending={deletion.isPending}
      onConfirm={() => deletion.mutate(undefined, { onSuccess: onDeleted })}
      onClose={onClose}
    />
  );
}
