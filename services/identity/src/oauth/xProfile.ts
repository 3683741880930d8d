import type { ProviderProfile } from './providerProfile';
import { splitDisplayName } from './providerProfile';

/** `GET https://api.x.com/2/users/me` answers `{ data: { id, name, username } }`. */
export type XUsersMeResponse = { data: { id: string; name?: string | null; username: string } };

/**
 * X gives no e-mail address through OAuth 2.0, so an X identity can sign in only to an account it is already
 * linked to (see signInWithProvider); it never creates or links an account by itself.
 */
export function xProfile(response: XUsersMeResponse): ProviderProfile {
  const { firstName, lastName } = splitDisplayName(response.data.name);
  return {
    subject: response.data.id,
    email: null,
    isEmailVerified: false,
    firstName: firstName ?? response.data.username,
    lastName,
  };
}
