import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ZVerifyEmailResponse } from '@immodesk/contracts/auth/verifyEmail.contract';
import { apiPost, currentUserQueryKey, isApiError } from '@immodesk/sdk';
import { buttonClassName, Spinner } from '@immodesk/ui-kit';
import { toastFailure } from '../errors/toastFailure';
import { AuthPanel } from './AuthPanel';
import { LinkFailedPanel } from './LinkFailedPanel';
import { authKeys } from './authKeys';
import { ResendVerification } from './ResendVerification';
import styles from './AuthPanel.module.css';

/** A refused token (unknown, used or expired) versus anything else going wrong. */
function isInvalidLinkError(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 429;
}

/** SPEC §4 e-mail verification: verifying → verified, or failed with a way to get a new link. */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';

  // A query, not an effect: the token is single-use, and the query runs once however often the page renders.
  const verification = useQuery({
    queryKey: authKeys.verifyEmail(token),
    queryFn: () => apiPost('/api/auth/verify-email', { token }, { schema: ZVerifyEmailResponse }),
    enabled: token.length > 0,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });

  const isInvalidLink = !token || (verification.isError && isInvalidLinkError(verification.error));

  useEffect(() => {
    if (verification.isSuccess) {
      // A signed-in user confirming a new address sees it in the profile at once.
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    }
  }, [verification.isSuccess, queryClient]);

  useEffect(() => {
    if (!verification.isError) return;
    toastFailure(
      t(isInvalidLinkError(verification.error) ? 'verifyEmail.invalidLink' : 'verifyEmail.failed'),
      verification.error,
    );
  }, [verification.isError, verification.error, t]);

  if (token && verification.isPending) {
    return (
      <AuthPanel title={t('verifyEmail.verifyingTitle')}>
        <Spinner label={t('verifyEmail.verifying')} />
      </AuthPanel>
    );
  }

  if (verification.isSuccess) {
    return (
      <AuthPanel
        title={t('verifyEmail.verifiedTitle')}
        subtitle={t('verifyEmail.verified', { email: verification.data.email })}
      >
        <div data-testid="verify-email-verified">
          <Link to="/login" className={buttonClassName({ isFullWidth: true })}>
            {t('verifyEmail.toLogin')}
          </Link>
        </div>
      </AuthPanel>
    );
  }

  return (
    <LinkFailedPanel
      title={t('verifyEmail.failedTitle')}
      message={isInvalidLink ? t('verifyEmail.invalidLink') : t('verifyEmail.failed')}
      data-testid="verify-email-failed"
    >
      <h2 className={styles.sectionTitle}>{t('verifyEmail.newLink')}</h2>
      <ResendVerification />
    </LinkFailedPanel>
  );
}
