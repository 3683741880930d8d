import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { ZConsumeLoginLinkResponse } from '@immodesk/contracts/auth/loginLink.contract';
import { OAUTH_SECOND_FACTOR_STEP } from '@immodesk/contracts/auth/oauthSecondFactor.contract';
import { apiPost, isApiError } from '@immodesk/sdk';
import { Spinner } from '@immodesk/ui-kit';
import { toastFailure } from '../errors/toastFailure';
import { AuthPanel } from './AuthPanel';
import { LinkFailedPanel } from './LinkFailedPanel';
import { authKeys } from './authKeys';
import { LoginLinkRequest } from './LoginLinkRequest';
import { useFinishLogin } from './useFinishLogin';

/**
 * /login/link?token=…: signs in with a mailed one-time link. With two-factor on the server answers
 * `totp_required` and keeps a pending sign-in, whose code the login page's second-factor step asks for.
 */
export function LoginLinkPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const finishLogin = useFinishLogin();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';

  // A query, not an effect: the link is single-use, and the query runs once however often the page renders.
  const signIn = useQuery({
    queryKey: authKeys.loginLink(token),
    queryFn: () => apiPost('/api/auth/login-link/consume', { token }, { schema: ZConsumeLoginLinkResponse }),
    enabled: token.length > 0,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
  const needsSecondFactor = isApiError(signIn.error) && signIn.error.code === 'totp_required';

  useEffect(() => {
    if (signIn.data) void finishLogin(signIn.data);
    // finishLogin is a new function each render; the user arrives once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signIn.data]);

  useEffect(() => {
    if (needsSecondFactor) navigate(`/login?step=${OAUTH_SECOND_FACTOR_STEP}`, { replace: true });
    else if (signIn.isError) toastFailure(t('loginLink.invalidTitle'), signIn.error);
  }, [needsSecondFactor, signIn.isError, signIn.error, navigate, t]);

  if (token && (signIn.isPending || signIn.isSuccess || needsSecondFactor)) {
    return (
      <AuthPanel title={t('loginLink.signingInTitle')}>
        <Spinner label={t('loginLink.signingIn')} />
      </AuthPanel>
    );
  }

  return (
    <LinkFailedPanel
      title={t('loginLink.invalidTitle')}
      message={t('loginLink.invalid')}
      data-testid="login-link-invalid"
    >
      <LoginLinkRequest />
    </LinkFailedPanel>
  );
}
