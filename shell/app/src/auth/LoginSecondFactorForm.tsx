import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ZLoginRequest } from '@immodesk/contracts/auth/login.contract';
import { Button, CodeField, layout, readCode, TextField } from '@immodesk/ui-kit';
import styles from './AuthPanel.module.css';

export type SecondFactor = { totpCode: string } | { recoveryCode: string };

export type LoginSecondFactorFormProps = {
  isSubmitting: boolean;
  /** The server's refusal of the code, shown at the code field. */
  error?: string | null;
  onSubmit: (secondFactor: SecondFactor) => void;
  onCancel: () => void;
};

/** The second login step: the 6-digit code from the authenticator app, or one of the recovery codes. */
export function LoginSecondFactorForm({
  isSubmitting,
  error = null,
  onSubmit,
  onCancel,
}: LoginSecondFactorFormProps) {
  const { t } = useTranslation();
  const [isRecovery, setIsRecovery] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = readCode(new FormData(event.currentTarget));
    if (isRecovery) {
      const parsed = ZLoginRequest.shape.recoveryCode.safeParse(value);
      if (!parsed.success || !parsed.data) {
        setFieldError(t('login.recoveryCodeInvalid'));
        return;
      }
      setFieldError(null);
      onSubmit({ recoveryCode: parsed.data });
      return;
    }
    const parsed = ZLoginRequest.shape.totpCode.safeParse(value);
    if (!parsed.success || !parsed.data) {
      setFieldError(t('login.totpInvalid'));
      return;
    }
    setFieldError(null);
    onSubmit({ totpCode: parsed.data });
  };

  const handleToggle = () => {
    setIsRecovery((value) => !value);
    setFieldError(null);
  };

  return (
    <form className={layout.wideStack} onSubmit={handleSubmit} noValidate data-testid="login-second-factor">
      <p role="status">{isRecovery ? t('login.recoveryIntro') : t('login.totpIntro')}</p>
      {isRecovery ? (
        <TextField
          key="recovery"
          name="code"
          label={t('login.recoveryCode')}
          hint={t('login.recoveryCodeHint')}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          required
          autoFocus
          error={fieldError ?? error}
        />
      ) : (
        <CodeField
          key="totp"
          name="code"
          label={t('login.totp')}
          hint={t('login.totpHint')}
          required
          autoFocus
          error={fieldError ?? error}
        />
      )}
      <Button type="submit" isFullWidth isLoading={isSubmitting}>
        {t('login.verify')}
      </Button>
      <button type="button" className={styles.textButton} onClick={handleToggle}>
        {isRecovery ? t('login.useTotp') : t('login.useRecoveryCode')}
      </button>
      <button type="button" className={styles.textButton} onClick={onCancel}>
        {t('login.back')}
      </button>
    </form>
  );
}
