import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ZDisableTwoFactorRequest } from '@immodesk/contracts/user/twoFactor.contract';
import { apiPost, toastSuccess } from '@immodesk/sdk';
import { Button, TextField } from '@immodesk/ui-kit';
import { toastFailure } from '../../errors/toastFailure';
import { useSetTwoFactorEnabled } from './useSetTwoFactorEnabled';
import styles from '../Settings.module.css';

export type TwoFactorDisableFormProps = { onDisabled: () => void; onCancel: () => void };

type FieldErrors = Partial<Record<'password' | 'code', string>>;

/** Turning two-factor off needs the password and a current code (or a recovery code). */
export function TwoFactorDisableForm({ onDisabled, onCancel }: TwoFactorDisableFormProps) {
  const { t } = useTranslation();
  const setTwoFactorEnabled = useSetTwoFactorEnabled();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [isSaving, setIsSaving] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = ZDisableTwoFactorRequest.safeParse({
      password: String(form.get('password') ?? ''),
      code: String(form.get('code') ?? '').replace(/\s+/g, ''),
    });
    if (!parsed.success) {
      const errors: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        if (issue.path[0] === 'password') errors.password = t('validation.passwordRequired');
        if (issue.path[0] === 'code') errors.code = t('twoFactor.codeOrRecoveryInvalid');
      }
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    setIsSaving(true);
    try {
      await apiPost('/api/user/2fa/disable', parsed.data);
      setTwoFactorEnabled(false);
      toastSuccess(t('twoFactor.disabled'));
      onDisabled();
    } catch (error) {
      toastFailure(t('twoFactor.disableFailed'), error);
      setIsSaving(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
      <TextField name="password" type="password" label={t('twoFactor.password')} autoComplete="current-password" required error={fieldErrors.password} />
      <TextField
        name="code"
        label={t('twoFactor.codeOrRecovery')}
        hint={t('twoFactor.codeOrRecoveryHint')}
        autoComplete="one-time-code"
        required
        error={fieldErrors.code}
      />
      <div className={styles.actions}>
        <Button type="submit" variant="danger" isLoading={isSaving}>
          {t('twoFactor.confirmDisable')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('actions.cancel')}
        </Button>
      </div>
    </form>
  );
}
