import type { TCurrentUser } from '@immodesk/contracts/auth/getCurrentUser.contract';
import type { TSocialProvider } from '@immodesk/contracts/auth/providers.contract';
import type { TLanguage } from '@immodesk/contracts/common/primitives';
import type {
  IdentityApi,
  PasswordlessSignIn,
  SignedIn,
  SignInClient,
  SocialSignIn,
} from '@immodesk/identity/identityApi';
import type { Logger } from '@immodesk/platform/logger';
import type { MessagingApi } from '@immodesk/messaging/messagingApi';
import type { NotificationChannels } from '../notifications/notificationChannels';
import { notifySecurityEvent } from '../notifications/securityNotifications';
import { welcomeNewOwner } from '../notifications/welcomeNotification';

export type SignInDeps = {
  identity: Pick<
    IdentityApi,
    'login' | 'logout' | 'getCurrentUser' | 'completeSocialSecondFactor' | 'consumeLoginLink'
  >;
  socialSignIn: Pick<SocialSignIn, 'finish'>;
  /** Where the new-device notice goes (the bell). */
  messaging: MessagingApi;
  /** And outside the app: e-mail, push, SMS. */
  notificationChannels: NotificationChannels;
};

/** The HTTP side of a sign-in: who asks, and the session cookie they already hold (ended, never reused). */
export type SignInRequest = SignInClient & { previousSessionToken: string | undefined; logger: Logger };

export type SignedInUser = { status: 'signed_in'; sessionToken: string; user: TCurrentUser };
export type SecondFactorRequired = { status: 'second_factor_required'; pendingLoginToken: string };

/**
 * Every way in ends here: the session the browser held before is ended (rotation: a cookie planted before the
 * sign-in never becomes a signed-in one), the owner hears about a new device, an account a provider has just
 * created is welcomed, and the signed-in user is returned.
 */
async function enter(deps: SignInDeps, request: SignInRequest, signedIn: SignedIn): Promise<SignedInUser> {
  if (request.previousSessionToken) await deps.identity.logout(request.previousSessionToken);
  if (signedIn.isNewAccount) await welcomeNewOwner(deps, request.logger, signedIn.context);
  if (signedIn.newDevice)
    await notifySecurityEvent(deps, request.logger, signedIn.context, {
      kind: 'newDeviceSignIn',
      device: signedIn.newDevice,
    });
  return {
    status: 'signed_in',
    sessionToken: signedIn.token,
    user: await deps.identity.getCurrentUser(signedIn.context),
  };
}

async function enterUnlessSecondFactor(
  deps: SignInDeps,
  request: SignInRequest,
  result: PasswordlessSignIn,
): Promise<SignedInUser | SecondFactorRequired> {
  return result.status === 'signed_in' ? enter(deps, request, result) : result;
}

/** E-mail address and password (and, with two-factor on, the code in the same request). */
export async function signInWithPassword(
  deps: SignInDeps,
  request: SignInRequest,
  credentials: {
    email: string;
    password: string;
    totpCode?: string | undefined;
    recoveryCode?: string | undefined;
  },
): Promise<SignedInUser> {
  return enter(
    deps,
    request,
    await deps.identity.login({ ...credentials, ip: request.ip, userAgent: request.userAgent }),
  );
}

/** The code step after a sign-in without password (provider or mailed link) on an account with two-factor on. */
export async function signInWithSecondFactor(
  deps: SignInDeps,
  request: SignInRequest,
  input: { pendingLoginToken: string; code: string },
): Promise<SignedInUser> {
  return enter(
    deps,
    request,
    await deps.identity.completeSocialSecondFactor({
      ...input,
      ip: request.ip,
      userAgent: request.userAgent,
    }),
  );
}

/** A mailed one-time sign-in link. */
export async function signInWithLoginLink(
  deps: SignInDeps,
  request: SignInRequest,
  token: string,
): Promise<SignedInUser | SecondFactorRequired> {
  return enterUnlessSecondFactor(
    deps,
    request,
    await deps.identity.consumeLoginLink({ token, ip: request.ip, userAgent: request.userAgent }),
  );
}

/**
 * The provider's answer: signed in, waiting for the second factor, or (started while signed in) the provider
 * linked to the current account, which keeps its session.
 */
export async function signInWithProviderAnswer(
  deps: SignInDeps,
  request: SignInRequest,
  answer: {
    provider: TSocialProvider;
    response: URLSearchParams;
    browserState: string | undefined;
    language: TLanguage;
  },
): Promise<{ returnTo: string | null; outcome: SignedInUser | SecondFactorRequired | { status: 'linked' } }> {
  const { returnTo, session, pendingLoginToken } = await deps.socialSignIn.finish({
    ...answer,
    ip: request.ip,
    userAgent: request.userAgent,
  });
  if (pendingLoginToken)
    return { returnTo, outcome: { status: 'second_factor_required', pendingLoginToken } };
  if (session) return { returnTo, outcome: await enter(deps, request, session) };
  return { returnTo, outcome: { status: 'linked' } };
}
