import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ZSignupRequest, ZSignupResponse } from '@immodesk/contracts/auth/signup.contract';
import { apiPost, buildUrl, currentLanguage, isApiError, useBranding, type ApiError } from '@immodesk/sdk';
import { Button, EmailField, layout } from '@immodesk/ui-kit';
import { AuthPanel } from './AuthPanel';
import { FormError } from './FormError';
import { PASSWORD_MESSAGE_KEYS, checkNewPassword } from './passwordRules';
import { SignupConsent } from './SignupConsent';
import { SocialSignIn } from './SocialSignIn';
import styles from './AuthPanel.module.css';
import { NewPasswordFields } from './NewPasswordFields';
import { PersonNameFields } from './PersonNameFields';

type Field = 'firstName' | 'lastName' | 'email' | 'password' | 'confirmation';
type FieldErrors = Partial<Record<Field, string>>;

const SCHEMA_MESSAGE_KEYS: Partial<Record<Field, string>> = {
  firstName: 'validation.firstNameRequired',
  email: 'validation.emailInvalid',
  password: PASSWORD_MESSAGE_KEYS.tooShort,
};

/** The fields a refused sign-up names: its per-field details, and the e-mail address for a conflict (already taken). */
function fieldErrorsOf(error: ApiError): FieldErrors {
  if (error.code === 'conflict') return { email: error.message };
  const errors: FieldErrors = {};
  for (const [field, detail] of Object.entries(error.details ?? {})) {
    if (field in SCHEMA_MESSAGE_KEYS || field === 'lastName')
      errors[field as Field] = typeof detail === 'string' ? detail : error.message;
  }
  return errors;
}

/** SPEC §2 /signup: name, e-mail and password twice; the account speaks the language the visitor is using. */
export function SignupPage() {
  const { t } = useTranslation();
  const { productName } = useBranding();
  const navigate = useNavigate();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const formErrorId = useId();
  const [isSubmitting, setIsSubmitting] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const read = (name: Field) => String(form.get(name) ?? '');
    const errors: FieldErrors = {};
    const parsed = ZSignupRequest.safeParse({
      firstName: read('firstName'),
      lastName: read('lastName') || undefined,
      email: read('email'),
      password: read('password'),
      language: currentLanguage(),
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        const key = SCHEMA_MESSAGE_KEYS[field] ?? 'validation.invalid';
        errors[field] ??= t(key);
      }
    }
    const passwordErrors = checkNewPassword(read('password'), read('confirmation'));
    if (passwordErrors.password) errors.password = t(PASSWORD_MESSAGE_KEYS.tooShort);
    if (passwordErrors.confirmation) errors.confirmation = t(PASSWORD_MESSAGE_KEYS.mismatch);
    setFieldErrors(errors);
    setFormError(null);
    if (!parsed.success || Object.keys(errors).length > 0) return;

    setIsSubmitting(true);
    try {
      const { email } = await apiPost('/api/auth/signup', parsed.data, { schema: ZSignupResponse });
      navigate(buildUrl('/signup-success', { email }));
    } catch (error) {
      // An error about a field shows at that field; anything else (no connection, too many attempts) in the form.
      const serverErrors = isApiError(error) ? fieldErrorsOf(error) : {};
      setFieldErrors(serverErrors);
      if (Object.keys(serverErrors).length === 0)
        setFormError(isApiError(error) ? error.message : t('signup.failed'));
      setIsSubmitting(false);
    }
  };

  return (
    <AuthPanel title={t('signup.title')} subtitle={t('signup.subtitle', { productName })}>
      <form className={layout.wideStack} onSubmit={handleSubmit} noValidate>
        <PersonNameFields errors={fieldErrors} />
        <EmailField name="email" label={t('signup.email')} required error={fieldErrors.email} />
        <NewPasswordFields
          name="password"
          label={t('signup.password')}
          confirmationLabel={t('signup.confirmation')}
          error={fieldErrors.password}
          confirmationError={fieldErrors.confirmation}
        />
        <FormError id={formErrorId} message={formError} />
        <Button type="submit" isFullWidth isLoading={isSubmitting}>
          {t('signup.submit')}
        </Button>
        <SignupConsent />
      </form>
      <SocialSignIn returnTo="/dashboard" />
      <p className={styles.links}>
        <span>
          {t('signup.haveAccount')} <Link to="/login">{t('signup.toLogin')}</Link>
        </span>
      </p>
    </AuthPanel>
  );
}
