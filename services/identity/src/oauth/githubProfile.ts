import type { ProviderProfile } from './providerProfile';
import { splitDisplayName } from './providerProfile';

/** The fields we read from `GET https://api.github.com/user`. */
export type GithubUser = { id: number; login: string; name?: string | null; email?: string | null };
/** One entry of `GET https://api.github.com/user/emails` (needs the `user:email` scope). */
export type GithubEmail = { email: string; primary: boolean; verified: boolean; visibility?: string | null };

/**
 * GitHub's public profile e-mail may be any address the user typed; only the e-mails list says which one is
 * the primary address and whether GitHub verified it. The primary address is used; verified only if GitHub says so.
 */
export function githubProfile(user: GithubUser, emails: GithubEmail[]): ProviderProfile {
  const primary = emails.find((entry) => entry.primary) ?? null;
  const { firstName, lastName } = splitDisplayName(user.name);
  return {
    subject: String(user.id),
    email: primary?.email.toLowerCase() ?? null,
    isEmailVerified: primary?.verified === true,
    firstName: firstName ?? user.login,
    lastName,
  };
}
