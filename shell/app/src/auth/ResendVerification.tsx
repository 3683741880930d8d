import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ZResendVerificationRequest } from '@immodesk/contracts/auth/verifyEmail.contract';
import { Button, EmailField, layout, notice } from '@immodesk/ui-kit';
import { useMailedRequest } from './useMailedRequest';

export type ResendVerificationProps = {
  /** Known address (after sign-up or a refused login): a button only. Without it the visitor types the address. */
  email?: string;
};

/** POST /api/auth/resend-verification; always 204, so the confirmation never says whether the address exists. */
export function ResendVerification({ email }: ResendVerificationProps) {
  const { t } = useTranslation();
  const { fieldError, isSending, isSent, send } = useMailedRequest(
    '/api/auth/resend-verification',
    ZResendVerificationRequest,
    {
      invalidEmail: t('validation.emailInvalid'),
      failed: t('resendVerification.failed'),
    },
  );

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send(email ?? String(new FormData(event.currentTarget).get('email') ?? ''));
  };

  return (
    <form className={layout.column} onSubmit={handleSubmit} noValidate>
      {email ? null : (
        <EmailField name="email" label={t('resendVerification.email')} required error={fieldError} />
      )}
      <Button type="submit" variant="secondary" isLoading={isSending}>
        {t('resendVerification.submit')}
      </Button>
      <p role="status" className={isSent ? notice.info : undefined}>
        {isSent ? t('resendVerification.sent') : null}
      </p>
    </form>
  );
}
