import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ZLoginResponse, type TLoginRequest } from '@immodesk/contracts/auth/login.contract';
import { OAUTH_SECOND_FACTOR_STEP } from '@immodesk/contracts/auth/oauthSecondFactor.contract';
import { apiPost, isApiError, useBranding } from '@immodesk/sdk';
import { Button, notice } from '@immodesk/ui-kit';
import { loginRedirectTarget } from '../routing/routingRules';
import { AuthPanel } from './AuthPanel';
import { LoginCredentialsForm, type LoginCredentials } from './LoginCredentialsForm';
import { LoginLinkRequest } from './LoginLinkRequest';
import { LoginSecondFactorForm } from './LoginSecondFactorForm';
import { ResendVerification } from './ResendVerification';
import { SocialSecondFactorStep } from './SocialSecondFactorStep';
import { SocialSignIn } from './SocialSignIn';
import { useFinishLogin } from './useFinishLogin';
import { useSocialSignInErrorToast } from './useSocialSignInErrorToast';
import styles from './AuthPanel.module.css';

/**
 * SPEC §2 /login. Two steps when two-factor authentication is on: the server answers `totp_required` to the
 * password alone, and the same credentials go again with a code (or a recovery code). After a social sign-in
 * of such an account the provider's callback lands on `?step=second-factor`, which asks for the code only.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const { productName } = useBranding();
  const location = useLocation();
  const finishLogin = useFinishLogin();
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [pendingCredentials, setPendingCredentials] = useState<LoginCredentials | null>(null);
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  // A refused password login (locked or limited): the mailed sign-in link is the way in that always works.
  const [lockedEmail, setLockedEmail] = useState<string | null>(null);
  const [isLoginLinkShown, setIsLoginLinkShown] = useState(false);
  // A refusal shows in the form that was sent (not as a toast over the links under it); the unverified and
  // locked cases have their own alert above the form, with what to do next.
  const [formError, setFormError] = useState<string | null>(null);
  useSocialSignInErrorToast();
  const isSocialSecondFactor = new URLSearchParams(location.search).get('step') === OAUTH_SECOND_FACTOR_STEP;

  const logIn = async (request: TLoginRequest) => {
    setIsSubmitting(true);
    setUnverifiedEmail(null);
    setFormError(null);
    try {
      await finishLogin(await apiPost('/api/auth/login', request, { schema: ZLoginResponse }));
    } catch (error) {
      setIsSubmitting(false);
      if (isApiError(error) && error.code === 'totp_required') {
        setPendingCredentials({ email: request.email, password: request.password });
        return;
      }
      if (isApiError(error) && error.code === 'email_not_verified') setUnverifiedEmail(request.email);
      else if (isApiError(error) && error.code === 'rate_limited') setLockedEmail(request.email);
      else setFormError(isApiError(error) ? error.message : t('login.failed'));
    }
  };

  return (
    <AuthPanel title={t('login.title')} subtitle={t('login.subtitle', { productName })}>
      {unverifiedEmail ? (
        <div className={notice.danger} role="alert" data-testid="login-email-not-verified">
          <p>{t('login.emailNotVerified', { email: unverifiedEmail })}</p>
          <ResendVerification email={unverifiedEmail} />
        </div>
      ) : null}
      {lockedEmail && !isSocialSecondFactor ? (
        <div className={notice.danger} role="alert" data-testid="login-locked">
          <p>{t('loginLink.lockedIntro')}</p>
          <LoginLinkRequest email={lockedEmail} />
        </div>
      ) : null}
      {isSocialSecondFactor ? (
        <SocialSecondFactorStep />
      ) : pendingCredentials ? (
        <LoginSecondFactorForm
          isSubmitting={isSubmitting}
          error={formError}
          onSubmit={(secondFactor) => void logIn({ ...pendingCredentials, ...secondFactor })}
          onCancel={() => {
            setFormError(null);
            setPendingCredentials(null);
          }}
        />
      ) : (
        <>
          <LoginCredentialsForm
            isSubmitting={isSubmitting}
            error={formError}
            onSubmit={(credentials) => void logIn(credentials)}
          />
          <SocialSignIn returnTo={loginRedirectTarget(location.state)} />
          {isLoginLinkShown && !lockedEmail ? <LoginLinkRequest /> : null}
          <p className={styles.links}>
            {lockedEmail || isLoginLinkShown ? null : (
              <Button variant="ghost" size="small" onClick={() => setIsLoginLinkShown(true)}>
                {t('loginLink.request')}
              </Button>
            )}
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
