import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@immodesk/ui-kit';
import { toastError, toastSuccess } from '../toast/toast';
import { mailStatement, type AccountScope } from './accountApi';

export type MailStatementDialogProps = {
  scope: AccountScope;
  /** Who receives it: the tenant, or a lease's first tenant. */
  tenant: { name: string; email: string };
  onClose: () => void;
};

/** Asks before mailing the statement of account to the tenant (PDF attached, in the tenant's language). */
export function MailStatementDialog({ scope, tenant, onClose }: MailStatementDialogProps) {
  const { t } = useTranslation('common');
  const mail = useMutation({
    mutationFn: () => mailStatement(scope),
    onSuccess: (sent) => {
      toastSuccess(t('account.mailed', { email: sent.sentTo }));
      onClose();
    },
    onError: (error) => toastError(error, t('account.mailFailed')),
  });
  return (
    <ConfirmDialog
      title={t('account.mailTitle')}
      description={t('account.mailDescription', { name: tenant.name, email: tenant.email })}
      cancelLabel={t('account.cancel')}
      confirmLabel={t('account.mailConfirm')}
      isPending={mail.isPending}
      onConfirm={() => mail.mutate()}
      onClose={onClose}
    />
  );
}
