import type { FormEvent, ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { formGrid } from './formGrid';
import { TextField, type TextFieldProps } from './TextField';
import styles from './ConfirmWithPasswordDialog.module.css';

export type ConfirmWithPasswordDialogProps = {
  isOpen: boolean;
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  isDanger?: boolean;
  isBusy: boolean;
  /** The field named `proof`: the current password, or a mailed code for an account without one. */
  proofField: Omit<TextFieldProps, 'name' | 'required'> & { 'data-autofocus'?: boolean };
  /** Shown just before the proof field, e.g. the button that mails a code. */
  beforeProof?: ReactNode;
  /** The action's own fields, shown first (e.g. the typed e-mail for a deletion). */
  children?: ReactNode;
  formRef?: Ref<HTMLFormElement>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
};

/** A sensitive change confirmed with the current password: the action's fields, the proof, confirm and cancel. */
export function ConfirmWithPasswordDialog({
  isOpen,
  title,
  description,
  confirmLabel,
  isDanger = false,
  isBusy,
  proofField,
  beforeProof,
  children,
  formRef,
  onSubmit,
  onClose,
}: ConfirmWithPasswordDialogProps) {
  const { t } = useTranslation('common');
  return (
    <Dialog isOpen={isOpen} title={title} description={description} onClose={onClose}>
      <form ref={formRef} className={formGrid.narrowForm} onSubmit={onSubmit} noValidate>
        {children}
        {beforeProof ? <div className={styles.actions}>{beforeProof}</div> : null}
        <TextField {...proofField} name="proof" required />
        <div className={styles.actions}>
          <Button type="submit" variant={isDanger ? 'danger' : 'primary'} isLoading={isBusy}>
            {confirmLabel}
          </Button>
          <Button variant="ghost" onClick={onClose} disabled={isBusy}>
            {t('actions.cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
