import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { apiPost, isApiError, toastSuccess } from '@immodesk/sdk';
import { Button, layout } from '@immodesk/ui-kit';
import { toastFailure } from '../errors/toastFailure';
import { AuthPanel } from './AuthPanel';
import { LinkFailedPanel } from './LinkFailedPanel';
import { PASSWORD_MESSAGE_KEYS, checkNewPassword, hasPasswordErrors } from './passwordRules';
import { NewPasswordFields } from './NewPasswordFields';

type FieldErrors = { password?: string; confirmation?: string };

/** A refusal about the link itself (used, expired, unknown), as opposed to a problem with the new password. */
function isRefusedLink(error: unknown): boolean {
  if (!isApiError(error) || error.status < 400 || error.status >= 500 || error.status === 429) return false;
  return !(error.details && 'password' in error.details);
}

/** SPEC §4/§5: the token comes from the mailed link; without one the link is invalid. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [isLinkRefused, setIsLinkRefused] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password') ?? '');
    const problems = checkNewPassword(password, String(form.get('confirmation') ?? ''));
    setFieldErrors({
      password: problems.password ? t(PASSWORD_MESSAGE_KEYS.tooShort) : undefined,
      confirmation: problems.confirmation ? t(PASSWORD_MESSAGE_KEYS.mismatch) : undefined,
    });
    if (hasPasswordErrors(problems)) return;
    setIsSubmitting(true);
    try {
      await apiPost('/api/auth/reset-password', { token, password });
      toastSuccess(t('resetPassword.done'));
      navigate('/login', { replace: true });
    } catch (error) {
      if (isRefusedLink(error)) setIsLinkRefused(true);
      else if (isApiError(error) && error.details && 'password' in error.details)
        setFieldErrors({ password: error.message });
      toastFailure(t('resetPassword.failed'), error);
      setIsSubmitting(false);
    }
  };

  if (!token || isLinkRefused) {
    return (
      <LinkFailedPanel
        title={t('resetPassword.title')}
        message={token ? t('resetPassword.invalidLink') : t('resetPassword.noToken')}
        data-testid="reset-password-invalid"
        extraLink={<Link to="/forgot-password">{t('resetPassword.requestNew')}</Link>}
      />
    );
  }

  return (
    <AuthPanel title={t('resetPassword.title')} subtitle={t('resetPassword.subtitle')}>
      <form className={layout.wideStack} onSubmit={handleSubmit} noValidate>
        <NewPasswordFields
          name="password"
          label={t('resetPassword.password')}
          confirmationLabel={t('resetPassword.confirmation')}
          error={fieldErrors.password}
          confirmationError={fieldErrors.confirmation}
        />
        <Button type="submit" isFullWidth isLoading={isSubmitting}>
          {t('resetPassword.submit')}
        </Button>
      </form>
    </AuthPanel>
  );
}
