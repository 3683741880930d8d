import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TReauthentication } from '@immodesk/contracts/user/reauthentication';
import { REQUEST_REAUTHENTICATION_CODE_PATH } from '@immodesk/contracts/user/requestReauthenticationCode.contract';
import { apiPost, isApiError, toastSuccess } from '@immodesk/sdk';
import { Button, ConfirmWithPasswordDialog, TextField, type TextFieldProps } from '@immodesk/ui-kit';
import { toastFailure } from '../errors/toastFailure';
import { useAccountUser } from './useAccountUser';

/** A field of the action itself (the typed e-mail of a deletion, the code that turns two-factor off). */
export type ActionField = {
  input: Omit<TextFieldProps, 'name' | 'required' | 'error'> & { name: string };
  /** The message to show under the field when the form cannot go ahead, null when it can. */
  check: (form: FormData) => string | null;
};

export type ReauthenticationDialogProps = {
  isOpen: boolean;
  title: string;
  /** What the action does, before the request to confirm it. */
  description?: string;
  confirmLabel: string;
  /** The catalogue message of the action, for the failure toast (SPEC §8). */
  failureMessage: string;
  isDanger?: boolean;
  /** Shown before the confirmation and checked first; the server's message for it shows under it too. */
  actionField?: ActionField;
  /** Makes the change with the proof; the dialog shows a refused proof, `onError` hears about any other failure. */
  onConfirm: (proof: TReauthentication, form: FormData) => Promise<void>;
  onError?: (error: unknown) => void;
  onClose: () => void;
};

/**
 * Every sensitive change (e-mail, password, two-factor, deletion) is confirmed here: with the current password,
 * or for an account without one (social sign-in only) with a code mailed to the account address.
 */
export function ReauthenticationDialog({
  isOpen,
  title,
  description,
  confirmLabel,
  failureMessage,
  isDanger = false,
  actionField,
  onConfirm,
  onError,
  onClose,
}: ReauthenticationDialogProps) {
  const { t } = useTranslation();
  const user = useAccountUser();
  const hasPassword = user?.hasPassword !== false;
  const formRef = useRef<HTMLFormElement>(null);
  const proofField = () =>
    formRef.current?.elements.namedItem('proof') as HTMLInputElement | null | undefined;
  const [proofError, setProofError] = useState<string | null>(null);
  const [actionFieldError, setActionFieldError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [isSendingCode, setIsSendingCode] = useState(false);
  const [isCodeSent, setIsCodeSent] = useState(false);

  const handleClose = () => {
    if (isBusy) return;
    setProofError(null);
    setActionFieldError(null);
    setIsCodeSent(false);
    onClose();
  };

  const handleSendCode = async () => {
    setIsSendingCode(true);
    try {
      await apiPost(REQUEST_REAUTHENTICATION_CODE_PATH, {});
      setIsCodeSent(true);
      toastSuccess(t('reauthentication.codeSent', { email: user?.email ?? '' }));
      proofField()?.focus();
    } catch (error) {
      toastFailure(t('reauthentication.codeFailed'), error);
    } finally {
      setIsSendingCode(false);
    }
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const actionError = actionField ? actionField.check(form) : null;
    setActionFieldError(actionError);
    // A code is read off a mail, perhaps with spaces; a password is sent exactly as typed.
    const typed = String(form.get('proof') ?? '');
    const secret = hasPassword ? typed : typed.replace(/\s+/g, '');
    const missing = hasPassword
      ? t('validation.currentPasswordRequired')
      : t('reauthentication.codeRequired');
    setProofError(secret ? null : missing);
    if (actionError || !secret) return;
    setIsBusy(true);
    try {
      await onConfirm(hasPassword ? { currentPassword: secret } : { reauthenticationCode: secret }, form);
    } catch (error) {
      if (isApiError(error) && error.code === 'reauthentication_required') {
        setProofError(error.message);
        const field = proofField();
        if (field) field.value = '';
        field?.focus();
      } else {
        toastFailure(failureMessage, error);
        const fieldMessage =
          actionField && isApiError(error) ? error.details?.[actionField.input.name] : undefined;
        if (typeof fieldMessage === 'string') setActionFieldError(fieldMessage);
        onError?.(error);
      }
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <ConfirmWithPasswordDialog
      isOpen={isOpen}
      title={title}
      description={
        <>
          {description ? <p>{description}</p> : null}
          <p>
            {hasPassword
              ? t('reauthentication.passwordDescription')
              : t('reauthentication.codeDescription', { email: user?.email ?? '' })}
          </p>
        </>
      }
      confirmLabel={confirmLabel}
      isDanger={isDanger}
      isBusy={isBusy}
      formRef={formRef}
      beforeProof={
        hasPassword ? null : (
          <Button
            variant="secondary"
            onClick={() => void handleSendCode()}
            isLoading={isSendingCode}
            data-autofocus={actionField ? undefined : true}
          >
            {isCodeSent ? t('reauthentication.sendNewCode') : t('reauthentication.sendCode')}
          </Button>
        )
      }
      proofField={{
        type: hasPassword ? 'password' : 'text',
        label: hasPassword ? t('reauthentication.password') : t('reauthentication.code'),
        autoComplete: hasPassword ? 'current-password' : 'one-time-code',
        inputMode: hasPassword ? undefined : 'numeric',
        'data-autofocus': actionField || !hasPassword ? undefined : true,
        error: proofError,
      }}
      onSubmit={(event) => void handleSubmit(event)}
      onClose={handleClose}
    >
      {actionField ? (
        <TextField {...actionField.input} required data-autofocus error={actionFieldError} />
      ) : null}
    </ConfirmWithPasswordDialog>
  );
}
