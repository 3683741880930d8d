import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ZOAuthSecondFactorResponse } from '@immodesk/contracts/auth/oauthSecondFactor.contract';
import { apiPost, isApiError } from '@immodesk/sdk';
import { toastFailure } from '../errors/toastFailure';
import type { LoginRedirectState } from '../routing/routingRules';
import { LoginSecondFactorForm, type SecondFactor } from './LoginSecondFactorForm';
import { useFinishLogin } from './useFinishLogin';

/** `returnTo` of the callback's redirect as router state, the way GuestOnly expects where to go after login. */
function returnToState(returnTo: string | null): LoginRedirectState | null {
  if (!returnTo?.startsWith('/') || returnTo.startsWith('//')) return null;
  const url = new URL(returnTo, window.location.origin);
  if (url.origin !== window.location.origin) return null;
  return { from: { pathname: url.pathname, search: url.search, hash: url.hash } };
}

/**
 * `/login?step=second-factor`: a social sign-in (or a mailed sign-in link) of an account with two-factor on. The
 * provider has answered (or the link was opened) and the server holds a pending login (httpOnly cookie,
 * 5 minutes); the code completes it. An expired or used
 * pending login sends the person back to the first step.
 */
export function SocialSecondFactorStep() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const finishLogin = useFinishLogin();
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [codeError, setCodeError] = useState<string | null>(null);
  const returnTo = new URLSearchParams(location.search).get('returnTo');

  useEffect(() => {
    if (returnTo === null) return;
    const params = new URLSearchParams(location.search);
    params.delete('returnTo');
    navigate(
      { pathname: location.pathname, search: `?${params.toString()}` },
      { replace: true, state: returnToState(returnTo) ?? location.state },
    );
  }, [returnTo, location.pathname, location.search, location.state, navigate]);

  const backToLogin = () =>
    navigate({ pathname: '/login', search: '' }, { replace: true, state: location.state });

  const handleSubmit = async (secondFactor: SecondFactor) => {
    setIsSubmitting(true);
    setCodeError(null);
    try {
      const code = 'totpCode' in secondFactor ? secondFactor.totpCode : secondFactor.recoveryCode;
      await finishLogin(
        await apiPost('/api/auth/oauth/second-factor', { code }, { schema: ZOAuthSecondFactorResponse }),
      );
    } catch (error) {
      setIsSubmitting(false);
      // A wrong code is answered at the code field; an expired pending sign-in leaves this form, so it is a toast.
      if (isApiError(error) && error.code === 'unauthenticated') {
        toastFailure(t('login.failed'), error);
        backToLogin();
      } else {
        setCodeError(isApiError(error) ? error.message : t('login.failed'));
      }
    }
  };

  return (
    <LoginSecondFactorForm
      isSubmitting={isSubmitting}
      error={codeError}
      onSubmit={(secondFactor) => void handleSubmit(secondFactor)}
      onCancel={backToLogin}
    />
  );
}
