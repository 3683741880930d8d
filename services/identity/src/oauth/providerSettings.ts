import type { AppConfig } from '@immodesk/platform/config';
import type { SocialProvider } from '../domain/socialProvider';

/** How a provider is reached: OpenID Connect discovery from an issuer, or fixed OAuth 2.0 endpoints. */
export type ProviderEndpoints =
  { kind: 'oidc'; issuer: string } | { kind: 'oauth2'; authorizationEndpoint: string; tokenEndpoint: string };

export type ProviderSettings = {
  id: SocialProvider;
  /** Shown on the sign-in buttons; a brand name, the same in every language. */
  name: string;
  clientId: string;
  clientSecret: string;
  endpoints: ProviderEndpoints;
  scope: string;
  /** How the client authenticates at the token endpoint. */
  tokenAuth: 'client_secret_basic' | 'client_secret_post';
  /** Apple answers with a cross-site POST of the authorization response as soon as any scope is asked. */
  responseMode?: 'form_post';
};

/** GitHub speaks OAuth 2.0 only; the profile comes from its REST API (see githubProfile.ts). */
export const GITHUB_ENDPOINTS = {
  kind: 'oauth2',
  authorizationEndpoint: 'https://github.com/login/oauth/authorize',
  tokenEndpoint: 'https://github.com/login/oauth/access_token',
} as const satisfies ProviderEndpoints;
export const GITHUB_API = 'https://api.github.com';

/** X speaks OAuth 2.0 with PKCE only; the profile comes from `users/me` (see xProfile.ts). */
export const X_ENDPOINTS = {
  kind: 'oauth2',
  authorizationEndpoint: 'https://x.com/i/oauth2/authorize',
  tokenEndpoint: 'https://api.x.com/2/oauth2/token',
} as const satisfies ProviderEndpoints;
export const X_API = 'https://api.x.com/2';

/** The providers this deployment offers, in button order: each needs both its client id and secret. */
export function providerSettings(config: AppConfig): ProviderSettings[] {
  const candidates: (Omit<ProviderSettings, 'clientId' | 'clientSecret'> & {
    clientId?: string;
    clientSecret?: string;
  })[] = [
    {
      id: 'google',
      name: 'Google',
      clientId: config.OAUTH_GOOGLE_CLIENT_ID,
      clientSecret: config.OAUTH_GOOGLE_CLIENT_SECRET,
      endpoints: { kind: 'oidc', issuer: config.OAUTH_GOOGLE_ISSUER },
      scope: 'openid email profile',
      tokenAuth: 'client_secret_basic',
    },
    {
      id: 'apple',
      name: 'Apple',
      clientId: config.OAUTH_APPLE_CLIENT_ID,
      clientSecret: config.OAUTH_APPLE_CLIENT_SECRET,
      endpoints: { kind: 'oidc', issuer: config.OAUTH_APPLE_ISSUER },
      // The e-mail comes in the ID token; the name only in the `user` field of the first form_post response.
      scope: 'openid name email',
      tokenAuth: 'client_secret_post',
      responseMode: 'form_post',
    },
    {
      id: 'github',
      name: 'GitHub',
      clientId: config.OAUTH_GITHUB_CLIENT_ID,
      clientSecret: config.OAUTH_GITHUB_CLIENT_SECRET,
      endpoints: GITHUB_ENDPOINTS,
      scope: 'read:user user:email',
      tokenAuth: 'client_secret_post',
    },
    {
      id: 'x',
      name: 'X',
      clientId: config.OAUTH_X_CLIENT_ID,
      clientSecret: config.OAUTH_X_CLIENT_SECRET,
      endpoints: X_ENDPOINTS,
      scope: 'users.read tweet.read',
      tokenAuth: 'client_secret_basic',
    },
  ];
  return candidates.filter((candidate): candidate is ProviderSettings =>
    Boolean(candidate.clientId && candidate.clientSecret),
  );
}
