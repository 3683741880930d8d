import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ZLoginRequest } from '@immodesk/contracts/auth/login.contract';
import { Button, EmailField, layout, PasswordField } from '@immodesk/ui-kit';
import { FormError } from './FormError';

export type LoginCredentials = { email: string; password: string };

export type LoginCredentialsFormProps = {
  isSubmitting: boolean;
  /** The server's refusal (wrong e-mail or password, no connection): shown in the form and describing both fields. */
  error?: string | null;
  onSubmit: (credentials: LoginCredentials) => void;
};

type FieldErrors = Partial<Record<'email' | 'password', string>>;

/** E-mail and password, checked with the login contract before anything is sent. */
export function LoginCredentialsForm({ isSubmitting, error = null, onSubmit }: LoginCredentialsFormProps) {
  const { t } = useTranslation();
  const errorId = useId();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  // A field's own error replaces an earlier refusal by the server, which was about other input.
  const shownError = Object.keys(fieldErrors).length > 0 ? null : error;
  // The server does not say which of the two was wrong, so its refusal concerns both fields.
  const formErrorId = shownError ? errorId : null;

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
    <form className={layout.wideStack} onSubmit={handleSubmit} noValidate>
      <EmailField
        name="email"
        label={t('login.email')}
        autoComplete="username"
        required
        error={fieldErrors.email}
        formErrorId={formErrorId}
      />
      <PasswordField
        name="password"
        label={t('login.password')}
        required
        error={fieldErrors.password}
        formErrorId={formErrorId}
      />
      <FormError id={errorId} message={shownError} />
      <Button type="submit" isFullWidth isLoading={isSubmitting}>
        {t('login.submit')}
      </Button>
    </form>
  );
}
