import { useTranslation } from 'react-i18next';
import type { TContract } from '@immodesk/contracts/contracts/contract.contract';
import { Button, Dialog, formGrid } from '@immodesk/ui-kit';
import { useDeleteContract } from '../hooks/useDeleteContract';

export type DeleteContractDialogProps = { contract: TContract; onClose: () => void; onDeleted: () => void };

/** SPEC §2 delete confirmation for a draft contract. */
export function DeleteContractDialog({ contract, onClose, onDeleted }: DeleteContractDialogProps) {
  const { t } = useTranslation('properties');
  const deletion = useDeleteContract(contract.id);
  return (
    <Dialog
      isOpen
      title={t('contracts.delete.title')}
      description={t('contracts.delete.description', { number: contract.contractNumber })}
      onClose={() => (deletion.isPending ? undefined : onClose())}
    >
      <div className={formGrid.actions}>
        <Button variant="secondary" onClick={onClose} disabled={deletion.isPending} data-autofocus>
          {t('contracts.delete.cancel')}
        </Button>
        <Button
          variant="danger"
          isLoading={deletion.isPending}
          onClick={() => deletion.mutate(undefined, { onSuccess: onDeleted })}
        >
          {t('contracts.delete.confirm')}
        </Button>
      </div>
    </Dialog>
  );
}
