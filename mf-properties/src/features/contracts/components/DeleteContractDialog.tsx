import { useTranslation } from 'react-i18next';
import type { TContract } from '@immodesk/contracts/contracts/contract.contract';
import { ConfirmDialog } from '@immodesk/ui-kit';
import { useDeleteContract } from '../hooks/useDeleteContract';

export type DeleteContractDialogProps = { contract: TContract; onClose: () => void; onDeleted: () => void };

/** SPEC §2 delete confirmation for a draft contract. */
export function DeleteContractDialog({ contract, onClose, onDeleted }: DeleteContractDialogProps) {
  const { t } = useTranslation('properties');
  const deletion = useDeleteContract(contract.id);
  return (
    <ConfirmDialog
      title={t('contracts.delete.title')}
      description={t('contracts.delete.description', { number: contract.contractNumber })}
      cancelLabel={t('contracts.delete.cancel')}
      confirmLabel={t('contracts.delete.confirm')}
      confirmVariant="danger"
      isPending={deletion.isPending}
      onConfirm={() => deletion.mutate(undefined, { onSuccess: onDeleted })}
      onClose={onClose}
    />
  );
}
