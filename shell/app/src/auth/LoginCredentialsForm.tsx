import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ZLoginRequest } from '@immodesk/contracts/auth/login.contract';
import { Button, TextField } from '@immodesk/ui-kit';
import styles from './AuthPanel.module.css';

export type LoginCredentials = { email: string; password: string };

export type LoginCredentialsFormProps = {
  isSubmitting: boolean;
  onSubmit: (credentials: LoginCredentials) => void;
};

type FieldErrors = Partial<Record<'email' | 'password', string>>;

/** E-mail and password, checked with the login contract before anything is sent. */
export function LoginCredentialsForm({ isSubmitting, onSubmit }: LoginCredentialsFormProps) {
  const { t } = useTranslation();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = ZLoginRequest.pick({ email: true, password: true }).safeParse({
      email: String(form.get('email') ?? ''),
      password: String(form.get('password') ?? ''),
    });
    if (!parsed.success) {
      const errors: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        if (issue.path[0] === 'email') errors.email = t('login.emailInvalid');
        if (issue.path[0] === 'password') errors.password = t('login.passwordRequired');
      }
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    onSubmit(parsed.data);
  };

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
      <TextField name="email" type="email" label={t('login.email')} autoComplete="username" inputMode="email" required error={fieldErrors.email} />
      <TextField
        name="password"
        type="password"
        label={t('login.password')}
        autoComplete="current-password"
        required
        error={fieldErrors.password}
      />
      <Button type="submit" isFullWidth isLoading={isSubmitting}>
        {t('login.submit')}
      </Button>
    </form>
  );
}
