import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ZRequestLoginLinkRequest } from '@immodesk/contracts/auth/loginLink.contract';
import { Button, EmailField, layout, notice } from '@immodesk/ui-kit';
import { useMailedRequest } from './useMailedRequest';

export type LoginLinkRequestProps = {
  /** The address typed at the refused login, filled in for the visitor. */
  email?: string;
};

/** POST /api/auth/login-link; always 204, so the confirmation never says whether the address has an account. */
export function LoginLinkRequest({ email }: LoginLinkRequestProps) {
  const { t } = useTranslation();
  const { fieldError, isSending, isSent, send } = useMailedRequest(
    '/api/auth/login-link',
    ZRequestLoginLinkRequest,
    {
      invalidEmail: t('login.emailInvalid'),
      failed: t('loginLink.failed'),
    },
  );

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send(String(new FormData(event.currentTarget).get('email') ?? ''));
  };

  return (
    <form className={layout.column} onSubmit={handleSubmit} noValidate data-testid="login-link-request">
      <p>{t('loginLink.intro')}</p>
      <EmailField name="email" label={t('login.email')} defaultValue={email} required error={fieldError} />
      <Button type="submit" variant="secondary" isLoading={isSending}>
        {t('loginLink.submit')}
      </Button>
      <p role="status" className={isSent ? notice.info : undefined}>
        {isSent ? t('loginLink.sent') : null}
      </p>
    </form>
  );
}
