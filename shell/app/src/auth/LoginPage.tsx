import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { ZLoginResponse, type TLoginRequest } from '@immodesk/contracts/auth/login.contract';
import { apiPost, changeLanguage, currentUserQueryKey, isApiError, useBranding } from '@immodesk/sdk';
import { toastFailure } from '../errors/toastFailure';
import { loginRedirectTarget } from '../routing/routingRules';
import { AuthPanel } from './AuthPanel';
import { LoginCredentialsForm, type LoginCredentials } from './LoginCredentialsForm';
import { LoginSecondFactorForm } from './LoginSecondFactorForm';
import { ResendVerification } from './ResendVerification';
import { SocialSignIn } from './SocialSignIn';
import { useSocialSignInErrorToast } from './useSocialSignInErrorToast';
import styles from './AuthPanel.module.css';

/**
 * SPEC §2 /login. Two steps when two-factor authentication is on: the server answers `totp_required` to the
 * password alone, and the same credentials go again with a code (or a recovery code).
 */
export function LoginPage() {
  const { t } = useTranslation();
  const { productName } = useBranding();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [pendingCredentials, setPendingCredentials] = useState<LoginCredentials | null>(null);
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  useSocialSignInErrorToast();

  const logIn = async (request: TLoginRequest) => {
    setIsSubmitting(true);
    setUnverifiedEmail(null);
    try {
      const user = await apiPost('/api/auth/login', request, { schema: ZLoginResponse });
      await changeLanguage(user.language);
      // GuestOnly sees the user and sends them where they came from (or to the dashboard); every other
      // query belonged to nobody or to someone else.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
      queryClient.setQueryData(currentUserQueryKey, user);
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    } catch (error) {
      setIsSubmitting(false);
      if (isApiError(error) && error.code === 'totp_required') {
        setPendingCredentials({ email: request.email, password: request.password });
        return;
      }
      if (isApiError(error) && error.code === 'email_not_verified') setUnverifiedEmail(request.email);
      toastFailure(t('login.failed'), error);
    }
  };

  return (
    <AuthPanel title={t('login.title')} subtitle={t('login.subtitle', { productName })}>
      {unverifiedEmail ? (
        <div className={styles.alert} role="alert" data-testid="login-email-not-verified">
          <p>{t('login.emailNotVerified', { email: unverifiedEmail })}</p>
          <ResendVerification email={unverifiedEmail} />
        </div>
      ) : null}
      {pendingCredentials ? (
        <LoginSecondFactorForm
          isSubmitting={isSubmitting}
          onSubmit={(secondFactor) => void logIn({ ...pendingCredentials, ...secondFactor })}
          onCancel={() => setPendingCredentials(null)}
        />
      ) : (
        <>
          <LoginCredentialsForm isSubmitting={isSubmitting} onSubmit={(credentials) => void logIn(credentials)} />
          <SocialSignIn returnTo={loginRedirectTarget(location.state)} />
          <p className={styles.links}>
            <Link to="/forgot-password">{t('login.forgotPassword')}</Link>
            <span>
              {t('login.noAccount')} <Link to="/signup">{t('login.toSignup')}</Link>
            </span>
          </p>
        </>
      )}
    </AuthPanel>
  );
}
