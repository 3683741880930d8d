import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ZOAuthErrorCode, ZOAuthErrorResponse } from '@immodesk/contracts/auth/oauthErrors.contract';
import { apiGet, toastError } from '@immodesk/sdk';

/**
 * A failed social sign-in comes back as `/login?error=<code>`: show the server's translated message as a toast
 * (no free text travels in the URL), then drop the parameter so a reload does not repeat it.
 */
export function useSocialSignInErrorToast(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const code = ZOAuthErrorCode.safeParse(new URLSearchParams(location.search).get('error'));
  const errorCode = code.success ? code.data : null;

  useEffect(() => {
    if (!errorCode) return;
    const params = new URLSearchParams(location.search);
    params.delete('error');
    const search = params.toString();
    navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '' },
      { replace: true, state: location.state },
    );
    apiGet(`/api/auth/oauth/errors/${errorCode}`, { schema: ZOAuthErrorResponse })
      .then((answer) => toastError(answer.message))
      .catch((error: unknown) => toastError(error));
  }, [errorCode, location.pathname, location.search, location.state, navigate]);
}
