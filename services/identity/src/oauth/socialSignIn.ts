import crypto from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { Language } from '@immodesk/platform/domain/language';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError, isAppError } from '@immodesk/platform/errors';
import type { Clock } from '@immodesk/platform/ports/clock';
import type { SocialProvider } from '../domain/socialProvider';
import { oauthStateRepository } from '../repositories/oauthStateRepository';
import type { PasswordlessSignIn, SignedIn } from '../sign-in/signInOutcome';
import type { SignInWithProviderInput } from '../use-cases/signInWithProvider';
import { createOAuthClient, type OAuthClient } from './oauthClient';
import type { ProviderSettings } from './providerSettings';

/** How long a person may take at the provider before the sign-in has to start over. */
export const OAUTH_STATE_LIFETIME_MS = 10 * 60 * 1000;

export type SocialSignInDependencies = {
  dataSource: DataSource;
  clock: Clock;
  providers: ProviderSettings[];
  /** The address users open (PUBLIC_URL): the callback URL registered at each provider is built from it. */
  publicUrl: string;
  signInWithProvider(input: SignInWithProviderInput): Promise<PasswordlessSignIn>;
  linkProviderIdentity(context: RequestContext, provider: SocialProvider, subject: string): Promise<void>;
};

export type FinishInput = {
  provider: SocialProvider;
  /** The authorization response: the callback's query string, or Apple's form_post body. */
  response: URLSearchParams;
  /** The state value from the browser's cookie: binds the answer to the browser that started the sign-in. */
  browserState: string | undefined;
  language: Language;
  userAgent: string | null;
  ip: string | null;
};

/** `session`: signed in; `pendingLoginToken`: the account has two-factor on and the code comes next; neither: linked. */
export type FinishResult = {
  returnTo: string | null;
  session: SignedIn | null;
  pendingLoginToken: string | null;
};

const hashState = (state: string) => crypto.createHash('sha256').update(state).digest('hex');

/** Social sign-in for the configured providers: builds the redirect, then checks and turns the answer into a session. */
export function createSocialSignIn(dependencies: SocialSignInDependencies) {
  const { dataSource, clock } = dependencies;
  const clients = new Map<SocialProvider, OAuthClient>(
    dependencies.providers.map((settings) => [settings.id, createOAuthClient(settings)]),
  );
  const states = oauthStateRepository(dataSource);
  const redirectUri = (provider: SocialProvider) =>
    `${dependencies.publicUrl.replace(/\/$/, '')}/api/auth/oauth/${provider}/callback`;

  function clientFor(provider: SocialProvider): OAuthClient {
    const oauthClient = clients.get(provider);
    if (!oauthClient) throw new AppError('not_found', { messageKey: 'oauth.errors.providerNotConfigured' });
    return oauthClient;
  }

  return {
    listProviders: () => dependencies.providers.map(({ id, name }) => ({ id, name })),

    /** Where to send the browser, and the state it must keep (in a cookie) until the provider answers. */
    async start(input: {
      provider: SocialProvider;
      returnTo: string | null;
      signedIn: RequestContext | null;
    }) {
      const oauthClient = clientFor(input.provider);
      const { url, checks } = await oauthClient.authorizationRequest(redirectUri(input.provider));
      const now = clock.now();
      await states.deleteExpired(now);
      await states.insert({
        stateHash: hashState(checks.state),
        provider: input.provider,
        codeVerifier: checks.codeVerifier,
        nonce: checks.nonce,
        returnTo: input.returnTo,
        linkUserId: input.signedIn?.userId ?? null,
        linkOrganizationId: input.signedIn?.organizationId ?? null,
        expiresAt: new Date(now.getTime() + OAUTH_STATE_LIFETIME_MS),
      });
      return { redirectUrl: url.toString(), state: checks.state };
    },

    /**
     * Checks the answer against the stored state (single use, same browser, same provider, not expired), then
     * signs in, or links the identity when the flow was started while signed in. Every failure is an AppError
     * whose messageKey starts with `oauth.errors.`.
     */
    async finish(input: FinishInput): Promise<FinishResult> {
      const oauthClient = clientFor(input.provider);
      const state = input.response.get('state');
      if (
        !state ||
        !input.browserState ||
        !crypto.timingSafeEqual(hashBuffer(state), hashBuffer(input.browserState))
      ) {
        throw new AppError('forbidden', { messageKey: 'oauth.errors.invalidState' });
      }
      const stored = await states.take(hashState(state));
      if (
        !stored ||
        stored.provider !== input.provider ||
        stored.expiresAt.getTime() <= clock.now().getTime()
      ) {
        throw new AppError('forbidden', { messageKey: 'oauth.errors.invalidState' });
      }
      const returnTo = stored.returnTo;
      if (input.response.get('error')) {
        throw new AppError('forbidden', {
          messageKey:
            input.response.get('error') === 'access_denied' ? 'oauth.errors.denied' : 'oauth.errors.failed',
        });
      }
      const callbackUrl = new URL(redirectUri(input.provider));
      for (const [key, value] of input.response) callbackUrl.searchParams.append(key, value);
      const profile = await oauthClient
        .finish(callbackUrl, { state, nonce: stored.nonce, codeVerifier: stored.codeVerifier })
        .catch((cause: unknown) => {
          throw isAppError(cause)
            ? cause
            : new AppError('unavailable', { messageKey: 'oauth.errors.failed', cause });
        });
      if (stored.linkUserId && stored.linkOrganizationId) {
        await dependencies.linkProviderIdentity(
          { userId: stored.linkUserId, organizationId: stored.linkOrganizationId },
          input.provider,
          profile.subject,
        );
        return { returnTo, session: null, pendingLoginToken: null };
      }
      const result = await dependencies.signInWithProvider({
        provider: input.provider,
        ...profile,
        language: input.language,
        userAgent: input.userAgent,
        ip: input.ip,
      });
      if (result.status === 'second_factor_required')
        return { returnTo, session: null, pendingLoginToken: result.pendingLoginToken };
      return { returnTo, session: result, pendingLoginToken: null };
    },
  };
}

function hashBuffer(value: string): Buffer {
  return crypto.createHash('sha256').update(value).digest();
}

export type SocialSignIn = ReturnType<typeof createSocialSignIn>;
