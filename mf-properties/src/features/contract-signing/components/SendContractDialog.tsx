import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TContract } from '@immodesk/contracts/contracts/contract.contract';
import type { TLeaseMissingField } from '@immodesk/contracts/contracts/signing/sendContract.contract';
import { ZSendContractRequest } from '@immodesk/contracts/contracts/signing/sendContract.contract';
import { serverFieldErrors, toastError, toastSuccess } from '@immodesk/sdk';
import { Button, FormDialog, TextAreaField, TextField } from '@immodesk/ui-kit';
import { useTenantOptions } from '../../contracts/hooks/useTenantOptions';
import { createShareLink } from '../api/contractSigningApi';
import { useSendContract } from '../hooks/useSendContract';
import { leaseMissingFields } from '../utils/leaseMissingFields';
import { LeaseMissingList } from './LeaseMissingList';
import styles from './ContractSigning.module.css';

export type SendContractDialogProps = { contract: TContract; onClose: () => void };

type ShareLink = { name: 'loading' } | { name: 'ready'; url: string } | { name: 'failed' };

/**
 * SPEC §2 send-contract modal: subject, message, the tenant's e-mail and the share link, all required (SPEC §5),
 * with SPEC §8's errors (no tenant e-mail, no share link, sending failed). The link is made when the modal opens,
 * so the landlord can also copy it; the mail carries a link of its own.
 */
export function SendContractDialog({ contract, onClose }: SendContractDialogProps) {
  const { t } = useTranslation('properties');
  const tenants = useTenantOptions();
  const send = useSendContract(contract.id);
  const [shareLink, setShareLink] = useState<ShareLink>({ name: 'loading' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [missing, setMissing] = useState<TLeaseMissingField[] | null>(null);
  const tenantEmails = (tenants.data ?? [])
    .filter((tenant) => contract.tenantIds.includes(tenant.id) && tenant.email)
    .map((tenant) => tenant.email as string);
  const hasNoTenantEmail = tenants.isSuccess && tenantEmails.length === 0;

  useEffect(() => {
    let isCurrent = true;
    createShareLink(contract.id).then(
      ({ shareUrl }) => isCurrent && setShareLink({ name: 'ready', url: shareUrl }),
      () => isCurrent && setShareLink({ name: 'failed' }),
    );
    return () => {
      isCurrent = false;
    };
  }, [contract.id]);

  const handleCopy = async () => {
    if (shareLink.name !== 'ready') return;
    try {
      await navigator.clipboard.writeText(shareLink.url);
      toastSuccess(t('contractSigning.send.copied'));
    } catch {
      toastError(t('contractSigning.send.copyFailed'));
    }
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (shareLink.name !== 'ready') {
      toastError(t('contractSigning.send.noShareLink'));
      return;
    }
    const form = new FormData(event.currentTarget);
    const checked = ZSendContractRequest.safeParse({
      subject: form.get('subject'),
      message: form.get('message'),
      email: form.get('email'),
    });
    if (!checked.success) {
      const fields = new Set(checked.error.issues.map((issue) => String(issue.path[0])));
      setErrors(
        Object.fromEntries([...fields].map((field) => [field, t(`contractSigning.send.errors.${field}`)])),
      );
      return;
    }
    setErrors({});
    send.mutate(checked.data, {
      onSuccess: onClose,
      onError: (error) => {
        setMissing(leaseMissingFields(error));
        setErrors(serverFieldErrors(error));
      },
    });
  };

  return (
    <FormDialog
      title={t('contractSigning.send.title')}
      description={t('contractSigning.send.description', { number: contract.contractNumber })}
      cancelLabel={t('contractSigning.send.cancel')}
      submitLabel={t('contractSigning.send.submit')}
      isPending={send.isPending}
      isSubmitDisabled={shareLink.name !== 'ready' || hasNoTenantEmail || !tenants.isSuccess}
      onClose={onClose}
      onSubmit={handleSubmit}
    >
      {missing ? <LeaseMissingList contract={contract} missing={missing} /> : null}
      {hasNoTenantEmail ? (
        <p className={styles.error} role="alert">
          {t('contractSigning.send.noTenantEmail')}
        </p>
      ) : null}
      <TextField
        name="subject"
        label={t('contractSigning.send.subject')}
        required
        defaultValue={t('contractSigning.send.defaultSubject', { number: contract.contractNumber })}
        error={errors.subject}
        data-autofocus
      />
      <TextAreaField
        name="message"
        label={t('contractSigning.send.message')}
        required
        rows={5}
        defaultValue={t('contractSigning.send.defaultMessage')}
        error={errors.message}
      />
      {tenants.isSuccess ? (
        <TextField
          name="email"
          type="email"
          label={t('contractSigning.send.email')}
          required
          defaultValue={tenantEmails[0] ?? ''}
          error={errors.email}
          list="contract-tenant-emails"
        />
      ) : null}
      <datalist id="contract-tenant-emails">
        {tenantEmails.map((email) => (
          <option key={email} value={email} />
        ))}
      </datalist>
      <div className={styles.shareLink}>
        <TextField
          name="shareLink"
          label={t('contractSigning.send.shareLink')}
          readOnly
          required
          value={shareLink.name === 'ready' ? shareLink.url : ''}
          placeholder={shareLink.name === 'loading' ? t('contractSigning.send.makingLink') : ''}
          error={shareLink.name === 'failed' ? t('contractSigning.send.noShareLink') : null}
          data-testid="share-link"
        />
        <Button variant="secondary" disabled={shareLink.name !== 'ready'} onClick={() => void handleCopy()}>
          {t('contractSigning.send.copy')}
        </Button>
      </div>
      <p className={styles.muted}>{t('contractSigning.eidas')}</p>
    </FormDialog>
  );
}
