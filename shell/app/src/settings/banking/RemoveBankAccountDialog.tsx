import { useTranslation } from 'react-i18next';
import type { TBankAccount } from '@immodesk/contracts/banking/bankAccounts.contract';
import { formatIban } from '@immodesk/contracts/common/iban';
import { Button, Dialog, formGrid } from '@immodesk/ui-kit';
import { useRemoveBankAccount } from './useRemoveBankAccount';

export type RemoveBankAccountDialogProps = { account: TBankAccount; onClose: () => void };

/** SPEC §2 delete confirmation; removing the primary account says which one takes its place on rent requests. */
export function RemoveBankAccountDialog({ account, onClose }: RemoveBankAccountDialogProps) {
  const { t } = useTranslation();
  const removal = useRemoveBankAccount(onClose);
  const description = t(
    account.isPrimary ? 'banking.remove.descriptionPrimary' : 'banking.remove.description',
    { iban: formatIban(account.iban) },
  );
  return (
    <Dialog
      isOpen
      title={t('banking.remove.title')}
      description={description}
      onClose={() => (removal.isPending ? undefined : onClose())}
    >
      <div className={formGrid.actions}>
        <Button variant="secondary" onClick={onClose} disabled={removal.isPending} data-autofocus>
          {t('banking.remove.cancel')}
        </Button>
        <Button variant="danger" isLoading={removal.isPending} onClick={() => removal.mutate(account)}>
          {t('banking.remove.confirm')}
        </Button>
      </div>
    </Dialog>
  );
}
