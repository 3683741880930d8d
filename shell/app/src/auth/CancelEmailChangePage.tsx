import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ZCancelEmailChangeResponse } from '@immodesk/contracts/auth/cancelEmailChange.contract';
import { apiPost, currentUserQueryKey, isApiError } from '@immodesk/sdk';
import { buttonClassName, notice, Spinner } from '@immodesk/ui-kit';
import { toastFailure } from '../errors/toastFailure';
import { AuthPanel } from './AuthPanel';
import { LinkFailedPanel } from './LinkFailedPanel';
import { authKeys } from './authKeys';

/** A refused token (unknown, used or expired) versus anything else going wrong. */
function isInvalidLinkError(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 429;
}

/**
 * The link in the notice mailed to the old address when a change of e-mail was asked for: it restores that
 * address, signs out every other session, and points the owner to a new password.
 */
export function CancelEmailChangePage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';

  // A query, not an effect: the token is single-use, and the query runs once however often the page renders.
  const cancellation = useQuery({
    queryKey: authKeys.cancelEmailChange(token),
    queryFn: () =>
      apiPost('/api/auth/email-change/cancel', { token }, { schema: ZCancelEmailChangeResponse }),
    enabled: token.length > 0,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });

  useEffect(() => {
    if (cancellation.isSuccess) void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
  }, [cancellation.isSuccess, queryClient]);

  useEffect(() => {
    if (cancellation.isError && !isInvalidLinkError(cancellation.error))
      toastFailure(t('cancelEmailChange.failed'), cancellation.error);
  }, [cancellation.isError, cancellation.error, t]);

  if (token && cancellation.isPending) {
    return (
      <AuthPanel title={t('cancelEmailChange.cancellingTitle')}>
        <Spinner label={t('cancelEmailChange.cancelling')} />
      </AuthPanel>
    );
  }

  if (cancellation.isSuccess) {
    return (
      <AuthPanel
        title={t('cancelEmailChange.doneTitle')}
        subtitle={t('cancelEmailChange.done', { email: cancellation.data.email })}
      >
        <div data-testid="cancel-email-change-done">
          <p className={notice.info}>{t('cancelEmailChange.secure')}</p>
          <Link to="/forgot-password" className={buttonClassName({ isFullWidth: true })}>
            {t('cancelEmailChange.toForgotPassword')}
          </Link>
        </div>
      </AuthPanel>
    );
  }

  const isInvalidLink = !token || isInvalidLinkError(cancellation.error);
  return (
    <LinkFailedPanel
      title={t('cancelEmailChange.failedTitle')}
      message={isInvalidLink ? t('cancelEmailChange.invalidLink') : t('cancelEmailChange.failed')}
      data-testid="cancel-email-change-failed"
    />
  );
}
