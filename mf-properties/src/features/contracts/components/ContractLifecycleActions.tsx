import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { TContract } from '@immodesk/contracts/contracts/contract.contract';
import { Button, buttonClassName } from '@immodesk/ui-kit';
import { amendContract } from '../api/contractsApi';
import { useContractTransition } from '../hooks/useContractTransition';
import { contractActions } from '../utils/contractActions';
import { contractPaths } from '../utils/contractPaths';
import { DeleteContractDialog } from './DeleteContractDialog';
import { TerminateContractDialog } from './TerminateContractDialog';

export type ContractLifecycleActionsProps = { contract: TContract; onDeleted: () => void };

/** Edit, delete, amend and terminate, as the contract's status allows them. */
export function ContractLifecycleActions({ contract, onDeleted }: ContractLifecycleActionsProps) {
  const { t } = useTranslation('properties');
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'delete' | 'terminate' | null>(null);
  const amendment = useContractTransition(() => amendContract(contract.id), {
    success: 'contracts.toasts.amended',
    failure: 'contracts.toasts.amendFailed',
  });
  const actions = contractActions(contract.status);
  return (
    <>
      {actions.includes('edit') ? (
        <Link to={contractPaths.edit(contract.id)} className={buttonClassName({ variant: 'secondary' })}>
          {t('contracts.actions.edit')}
        </Link>
      ) : null}
      {actions.includes('amend') ? (
        <Button
          variant="secondary"
          isLoading={amendment.isPending}
          onClick={() =>
            amendment.mutate(undefined, { onSuccess: (draft) => navigate(contractPaths.edit(draft.id)) })
          }
        >
          {t('contracts.actions.amend')}
        </Button>
      ) : null}
      {actions.includes('terminate') ? (
        <Button variant="danger" onClick={() => setDialog('terminate')}>
          {t('contracts.actions.terminate')}
        </Button>
      ) : null}
      {actions.includes('delete') ? (
        <Button variant="danger" onClick={() => setDialog('delete')}>
          {t('contracts.actions.delete')}
        </Button>
      ) : null}
      {dialog === 'terminate' ? (
        <TerminateContractDialog contract={contract} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === 'delete' ? (
        <DeleteContractDialog contract={contract} onClose={() => setDialog(null)} onDeleted={onDeleted} />
      ) : null}
    </>
  );
}
