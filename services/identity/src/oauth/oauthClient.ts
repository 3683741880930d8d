import * as client from 'openid-client';
import { AppError } from '@immodesk/platform/errors';
import { githubProfile, type GithubEmail, type GithubUser } from './githubProfile';
import { claimIsTrue, splitDisplayName, type ProviderProfile } from './providerProfile';
import { GITHUB_API, X_API, type ProviderSettings } from './providerSettings';
import { xProfile, type XUsersMeResponse } from './xProfile';

/** What must survive between the redirect to the provider and its answer (kept server-side, see oauthStates). */
export type AuthorizationChecks = { state: string; nonce: string | null; codeVerifier: string };

export type OAuthClient = {
  settings: ProviderSettings;
  /** The provider's authorization URL with a fresh state, nonce (OIDC) and PKCE S256 challenge. */
  authorizationRequest(redirectUri: string): Promise<{ url: URL; checks: AuthorizationChecks }>;
  /**
   * Checks the authorization response (state, `iss`), redeems the code with the PKCE verifier, validates the ID
   * token (issuer, audience, expiry, nonce and its signature against the provider's JWKS) and reads the profile.
   */
  finish(callbackUrl: URL, checks: AuthorizationChecks): Promise<ProviderProfile>;
};

/** Plain http is accepted only for an issuer on this machine (the test provider), never for a real one. */
function isLoopbackHttp(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return (
    protocol === 'http:' && (hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]')
  );
}

function clientAuthentication(settings: ProviderSettings): client.ClientAuth {
  return settings.tokenAuth === 'client_secret_basic'
    ? client.ClientSecretBasic(settings.clientSecret)
    : client.ClientSecretPost(settings.clientSecret);
}

async function loadConfiguration(settings: ProviderSettings): Promise<client.Configuration> {
  const { endpoints } = settings;
  if (endpoints.kind === 'oidc') {
    const configuration = await client.discovery(
      new URL(endpoints.issuer),
      settings.clientId,
      undefined,
      clientAuthentication(settings),
      {
        execute: isLoopbackHttp(endpoints.issuer) ? [client.allowInsecureRequests] : [],
        timeout: 10,
      },
    );
    client.enableNonRepudiationChecks(configuration);
    return configuration;
  }
  return new client.Configuration(
    {
      issuer: new URL(endpoints.authorizationEndpoint).origin,
      authorization_endpoint: endpoints.authorizationEndpoint,
      token_endpoint: endpoints.tokenEndpoint,
    },
    settings.clientId,
    undefined,
    clientAuthentication(settings),
  );
}

async function getJson<T>(url: string, accessToken: string): Promise<T> {
  const response = await fetch(url, {
    headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json', 'User-Agent': 'immodesk' },
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

async function oidcProfile(
  configuration: client.Configuration,
  tokens: client.TokenEndpointResponse & client.TokenEndpointResponseHelpers,
): Promise<ProviderProfile> {
  const idToken = tokens.claims();
  if (!idToken) throw new Error('the provider sent no ID token');
  // Google and most providers repeat the claims at the userinfo endpoint; Apple has none and puts them in the ID token.
  const userInfo = configuration.serverMetadata().userinfo_endpoint
    ? await client.fetchUserInfo(configuration, tokens.access_token, idToken.sub)
    : {};
  const claims: Record<string, unknown> = { ...idToken, ...userInfo };
  const named = splitDisplayName(typeof claims.name === 'string' ? claims.name : null);
  const email = typeof claims.email === 'string' ? claims.email.toLowerCase() : null;
  return {
    subject: idToken.sub,
    email,
    isEmailVerified: email !== null && claimIsTrue(claims.email_verified),
    firstName: typeof claims.given_name === 'string' ? claims.given_name : named.firstName,
    lastName: typeof claims.family_name === 'string' ? claims.family_name : named.lastName,
  };
}

/** Apple sends the name once, on the first sign-in, as JSON in the `user` field of its form_post answer. */
function appleUserName(callbackUrl: URL): { firstName: string | null; lastName: string | null } {
  try {
    const user = JSON.parse(callbackUrl.searchParams.get('user') ?? 'null') as {
      name?: { firstName?: string; lastName?: string };
    } | null;
    return { firstName: user?.name?.firstName ?? null, lastName: user?.name?.lastName ?? null };
  } catch {
    return { firstName: null, lastName: null };
  }
}

/** One provider's client on openid-client: authorization code + PKCE (S256), state always, nonce for OIDC. */
export function createOAuthClient(settings: ProviderSettings): OAuthClient {
  let configuration: Promise<client.Configuration> | undefined;
  const getConfiguration = () => {
    configuration ??= loadConfiguration(settings).catch((error: unknown) => {
      configuration = undefined; // discovery failed (provider down): try again on the next sign-in
      throw error;
    });
    return configuration;
  };
  const isOidc = settings.endpoints.kind === 'oidc';

  return {
    settings,
    async authorizationRequest(redirectUri) {
      const config = await getConfiguration().catch((cause: unknown) => {
        throw new AppError('unavailable', { messageKey: 'oauth.errors.providerUnavailable', cause });
      });
      const checks: AuthorizationChecks = {
        state: client.randomState(),
        nonce: isOidc ? client.randomNonce() : null,
        codeVerifier: client.randomPKCECodeVerifier(),
      };
      const parameters: Record<string, string> = {
        redirect_uri: redirectUri,
        scope: settings.scope,
        state: checks.state,
        code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
      };
      if (checks.nonce) parameters.nonce = checks.nonce;
      if (settings.responseMode) parameters.response_mode = settings.responseMode;
      return { url: client.buildAuthorizationUrl(config, parameters), checks };
    },
    async finish(callbackUrl, checks) {
      const config = await getConfiguration();
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        ...(checks.nonce ? { expectedNonce: checks.nonce, idTokenExpected: true } : {}),
      });
      if (settings.id === 'github') {
        const [user, emails] = await Promise.all([
          getJson<GithubUser>(`${GITHUB_API}/user`, tokens.access_token),
          getJson<GithubEmail[]>(`${GITHUB_API}/user/emails`, tokens.access_token),
        ]);
        return githubProfile(user, emails);
      }
      if (settings.id === 'x')
        return xProfile(await getJson<XUsersMeResponse>(`${X_API}/users/me`, tokens.access_token));
      const profile = await oidcProfile(config, tokens);
      if (settings.id !== 'apple') return profile;
      const name = appleUserName(callbackUrl);
      return {
        ...profile,
        firstName: profile.firstName ?? name.firstName,
        lastName: profile.lastName ?? name.lastName,
      };
    },
  };
}
