import type { Language } from '@immodesk/platform/domain/language';
import type { IdentityDeps } from '../identityDeps';
import { absoluteUrl, renderIdentityMail } from '../mails/renderIdentityMail';
import { issueToken } from './identityTokens';

export type TokenMailRecipient = {
  organizationId: string;
  userId: string;
  email: string;
  firstName: string;
  language: Language;
};

/** Issues a single-use `purpose` token for the user and mails them the link to `path` that carries it. */
export async function mailTokenLink(
  deps: IdentityDeps,
  purpose: 'verify_email' | 'reset_password' | 'login_link',
  path: string,
  user: TokenMailRecipient,
): Promise<void> {
  const token = await issueToken(deps.dataSource, { ...user, purpose, now: deps.clock.now() });
  await deps.mailer.send(
    renderIdentityMail(deps.brand, purpose, {
      to: user.email,
      language: user.language,
      firstName: user.firstName,
      link: absoluteUrl(deps.brand, path, { token }),
    }),
  );
}
