import type { TCurrentUser } from '@immodesk/contracts/auth/getCurrentUser.contract';
import {
  COMPANY_LOGO_MAX_BYTES,
  type TCompanyLogoResponse,
} from '@immodesk/contracts/billing/companyLogo.contract';
import type { TSocialProvider } from '@immodesk/contracts/auth/providers.contract';
import type { TPlanStatus, TPlanType } from '@immodesk/contracts/plan/plan.contract';
import type { TChangePasswordRequest } from '@immodesk/contracts/user/changePassword.contract';
import type { TLinkedIdentity } from '@immodesk/contracts/user/identities.contract';
import {
  PROFILE_PHOTO_MAX_BYTES,
  type TProfilePhotoMimeType,
} from '@immodesk/contracts/user/profilePhoto.contract';
import {
  REAUTHENTICATION_CODE_LENGTH,
  type TReauthentication,
} from '@immodesk/contracts/user/reauthentication';
import type {
  TNotificationPreferenceKind,
  TNotificationPreferences,
} from '@immodesk/contracts/user/notificationPreferences.contract';
import type { TListSessionsResponse } from '@immodesk/contracts/user/sessions.contract';
import type {
  TDisableTwoFactorRequest,
  TEnableTwoFactorRequest,
  TTwoFactorSetupRequest,
  TTwoFactorSetupResponse,
} from '@immodesk/contracts/user/twoFactor.contract';
import type {
  TUpdateProfileRequest,
  TUpdateProfileResponse,
} from '@immodesk/contracts/user/updateProfile.contract';
import type { RequestContext } from '@immodesk/platform/context';
import { createHttpPositionalClient, pickMethods } from '@immodesk/platform/rpc/positionalRpc';
import type { SameValues } from '@immodesk/platform/sameValues';
import type { NotificationKind } from './domain/notificationPreferences';
import type { OrganizationPlan } from './domain/plan';
import type { ProfilePhotoMimeType } from './domain/profilePhoto';
import type { IdentityDeps, IdentityRules } from './identityDeps';
import { toCompanyLogoResponse } from './mappers/companyLogoMapper';
import { toCurrentUserResponse } from './mappers/currentUserMapper';
import {
  companyLogoForDocuments,
  getCompanyLogoFile,
  getCompanyLogoState,
  removeCompanyLogo,
  setCompanyLogo,
} from './company-logo/companyLogo';
import { getProfilePhoto, removeProfilePhoto, setProfilePhoto } from './profile-photo/profilePhoto';
import type { ClientInfo } from './sign-in/reauthentication';
import { userRepository } from './repositories/userRepository';
import { createSessionCache } from './sessions/sessionCache';
import type { SignInClient } from './sign-in/signInOutcome';
import { changeOrganizationPlan } from './use-cases/changeOrganizationPlan';
import { cancelEmailChange } from './use-cases/cancelEmailChange';
import { changePassword } from './use-cases/changePassword';
import {
  completeSocialSecondFactor,
  type CompleteSocialSecondFactorInput,
} from './use-cases/completeSocialSecondFactor';
import { disableTwoFactor } from './use-cases/disableTwoFactor';
import { enableTwoFactor } from './use-cases/enableTwoFactor';
import { endOtherSessions } from './use-cases/endOtherSessions';
import { endSession } from './use-cases/endSession';
import { getCurrentUser } from './use-cases/getCurrentUser';
import { getOrganizationPlan } from './use-cases/getOrganizationPlan';
import { linkProviderIdentity } from './use-cases/linkProviderIdentity';
import { listLinkedIdentities } from './use-cases/listLinkedIdentities';
import { unlinkIdentity } from './use-cases/unlinkIdentity';
import { consumeLoginLink } from './use-cases/consumeLoginLink';
import { requestLoginLink } from './use-cases/requestLoginLink';
import { listSessions } from './use-cases/listSessions';
import { login, type LoginInput } from './use-cases/login';
import { logout } from './use-cases/logout';
import { getNotificationPreferences } from './use-cases/getNotificationPreferences';
import { setNotificationPreferences } from './use-cases/setNotificationPreferences';
import { dismissOnboarding } from './use-cases/dismissOnboarding';
import { getOnboardingDismissedAt } from './use-cases/getOnboardingDismissedAt';
import { registerOwner, type RegisterOwnerInput } from './use-cases/registerOwner';
import { requestPasswordReset } from './use-cases/requestPasswordReset';
import { requestReauthenticationCode } from './use-cases/requestReauthenticationCode';
import { resendVerification } from './use-cases/resendVerification';
import { resetPassword } from './use-cases/resetPassword';
import type { FileContent } from '@immodesk/platform/ports/storage/fileContent';
import { listMailAddresses } from './use-cases/listMailAddresses';
import { listOrganizationMembers } from './use-cases/listOrganizationMembers';
import { deleteOrganizationData } from './use-cases/deleteOrganizationData';
import { exportOrganizationData } from './use-cases/exportOrganizationData';
import { reauthenticate } from './use-cases/reauthenticate';
import { resolveSession, type ResolvedSession } from './use-cases/resolveSession';
import { setUpTwoFactor } from './use-cases/setUpTwoFactor';
import { signInWithProvider, type SignInWithProviderInput } from './use-cases/signInWithProvider';
import { signUp, type SignUpInput } from './use-cases/signUp';
import { updateProfile } from './use-cases/updateProfile';
import { verifyEmail } from './use-cases/verifyEmail';

export type { OrganizationPlans } from './domain/plan';
export { organizationPlansFrom } from './plans/billingPlans';
export type { ResolvedSession } from './use-cases/resolveSession';
export type { PasswordlessSignIn, SignedIn, SignInClient } from './sign-in/signInOutcome';
export { createSocialSignIn, type SocialSignIn } from './oauth/socialSignIn';
export { providerSettings } from './oauth/providerSettings';
export { deriveEncryptionKey } from './domain/totpSecrets';
export { imageExtension } from './profile-photo/imageType';
export { identityDatabaseModule } from './identityDatabaseModule';

/** How long a resolved session is trusted without asking the database (see sessionCache.ts). */
export const SESSION_CACHE_TTL_MS = 10_000;

/** The limits the contracts publish to clients are the ones the service enforces. */
const IDENTITY_RULES: IdentityRules = {
  reauthenticationCodeLength: REAUTHENTICATION_CODE_LENGTH,
  profilePhotoMaxBytes: PROFILE_PHOTO_MAX_BYTES,
  companyLogoMaxBytes: COMPANY_LOGO_MAX_BYTES,
};

/** The types a stored photo gets (detectImageType) are the ones the contract tells clients. */
const _photoTypesAgree: SameValues<ProfilePhotoMimeType, TProfilePhotoMimeType> = true;

/** The notification kinds identity stores preferences for are the ones the contract lists. */
const _notificationKindsAgree: SameValues<NotificationKind, TNotificationPreferenceKind> = true;

export type IdentityApi = ReturnType<typeof createIdentityApi>;

/**
 * Identity in process (the default), or on its own behind `server.ts` (createHttpIdentityApi below). The service's edge: only here
 * (with organizationBrandingApi.ts and mappers/) do the HTTP contracts appear. The use cases take and
 * return the service's own types (domain/), and the methods below declare the contract types, so a contract
 * change fails to compile here rather than in storage code.
 */
export function createIdentityApi(options: Omit<IdentityDeps, 'rules'>) {
  const deps: IdentityDeps = { ...options, rules: IDENTITY_RULES };
  const { dataSource, clock } = deps;
  const sessionCache = createSessionCache({ ttlMs: SESSION_CACHE_TTL_MS, maxEntries: 50_000 });
  return {
    registerOwner: (input: RegisterOwnerInput) => registerOwner(dataSource, input),
    signUp: (input: SignUpInput) => signUp(deps, input),
    verifyEmail: (input: { token: string }) => verifyEmail(deps, input),
    resendVerification: (input: { email: string }) => resendVerification(deps, input),
    requestPasswordReset: (input: { email: string }) => requestPasswordReset(deps, input),
    resetPassword: (input: { token: string; password: string }) => resetPassword(deps, sessionCache, input),
    login: (input: LoginInput) => login(deps, input),
    resolveSession: (token: string) => resolveSession(dataSource, clock, sessionCache, token),
    logout: (token: string) => logout(dataSource, sessionCache, token),
    getCurrentUser: async (context: RequestContext): Promise<TCurrentUser> =>
      toCurrentUserResponse(await getCurrentUser(dataSource, context)),
    completeSocialSecondFactor: (input: CompleteSocialSecondFactorInput) =>
      completeSocialSecondFactor(deps, input),
    signInWithProvider: (input: SignInWithProviderInput) => signInWithProvider(deps, sessionCache, input),
    requestLoginLink: (input: { email: string }) => requestLoginLink(deps, input),
    consumeLoginLink: (input: SignInClient & { token: string }) => consumeLoginLink(deps, input),
    /** A wrong current password outside the login (re-authentication): counts toward the lockout like a failed login. */
    listLinkedIdentities: (context: RequestContext): Promise<TLinkedIdentity[]> =>
      listLinkedIdentities(dataSource, context),
    unlinkIdentity: (context: RequestContext, identityId: string) =>
      unlinkIdentity(dataSource, context, identityId),
    linkProviderIdentity: (context: RequestContext, provider: TSocialProvider, subject: string) =>
      linkProviderIdentity(dataSource, context, provider, subject),
    exportOrganizationData: (context: RequestContext) => exportOrganizationData(dataSource, context),
    /** Every address the organization's accounts ever had (for the outbox part of export and deletion). */
    listMailAddresses: (context: RequestContext) => listMailAddresses(dataSource, context),
    /** The accounts of the given organizations (jobs that notify every landlord of an organization), in one query. */
    listOrganizationMembers: (organizationIds: readonly string[]) =>
      listOrganizationMembers(dataSource, organizationIds),
    /** Last step of account deletion: users, sessions (every device signed out), tokens, then the organization. */
    deleteOrganizationData: (context: RequestContext) => deleteOrganizationData(deps, sessionCache, context),
    listSessions: (session: ResolvedSession): Promise<TListSessionsResponse> =>
      listSessions(dataSource, clock, session),
    endSession: (session: ResolvedSession, sessionId: string) =>
      endSession(dataSource, sessionCache, session, sessionId),
    endOtherSessions: (session: ResolvedSession) => endOtherSessions(dataSource, sessionCache, session),
    updateProfile: async (
      context: RequestContext,
      input: TUpdateProfileRequest,
      client: ClientInfo,
    ): Promise<TUpdateProfileResponse> =>
      toCurrentUserResponse(await updateProfile(deps, context, input, client)),
    cancelEmailChange: (input: { token: string; keepSessionId: string | null }) =>
      cancelEmailChange(deps, sessionCache, input),
    changePassword: (session: ResolvedSession, input: TChangePasswordRequest, client: ClientInfo) =>
      changePassword(deps, sessionCache, session, input, client),
    setUpTwoFactor: (
      context: RequestContext,
      input: TTwoFactorSetupRequest,
      client: ClientInfo,
    ): Promise<TTwoFactorSetupResponse> => setUpTwoFactor(deps, context, input, client),
    enableTwoFactor: (session: ResolvedSession, input: TEnableTwoFactorRequest, client: ClientInfo) =>
      enableTwoFactor(deps, sessionCache, session, input, client),
    disableTwoFactor: (context: RequestContext, input: TDisableTwoFactorRequest, client: ClientInfo) =>
      disableTwoFactor(deps, context, input, client),
    requestReauthenticationCode: (context: RequestContext) => requestReauthenticationCode(deps, context),
    /** For a sensitive change outside identity (account deletion): 403 reauthentication_required unless proven. */
    reauthenticate: (context: RequestContext, proof: TReauthentication, client: ClientInfo) =>
      reauthenticate(deps, context, proof, client),
    /** The plan in force (trial included) with its limits, storage quota and features: what every plan gate asks. */
    getOrganizationPlan: (
      context: RequestContext,
    ): Promise<OrganizationPlan & { planType: TPlanType; status: TPlanStatus }> =>
      getOrganizationPlan(deps.plans, context),
    /** Admin commands (`npm run plan:set`, the demo seed): the account with this e-mail address and its organization, or null. */
    findOrganizationByEmail: async (
      email: string,
    ): Promise<{ organizationId: string; userId: string } | null> => {
      const user = await userRepository(dataSource).findByEmail(email.trim().toLowerCase());
      return user ? { organizationId: user.organizationId, userId: user.id } : null;
    },
    changeOrganizationPlan: (context: RequestContext, input: { planType: TPlanType; status?: TPlanStatus }) =>
      changeOrganizationPlan(deps.plans, context, input),
    setProfilePhoto: async (context: RequestContext, content: FileContent): Promise<TCurrentUser> =>
      toCurrentUserResponse(await setProfilePhoto(deps, context, content)),
    removeProfilePhoto: async (context: RequestContext): Promise<TCurrentUser> =>
      toCurrentUserResponse(await removeProfilePhoto(deps, context)),
    /** The signed-in user's own photo; also what the data export adds under `files/profile-photo.*`. */
    getProfilePhoto: (context: RequestContext) => getProfilePhoto(deps, context),
    /** The organization's company logo (settings): its URL, and whether the plan allows one. */
    getCompanyLogo: async (context: RequestContext): Promise<TCompanyLogoResponse> =>
      toCompanyLogoResponse(await getCompanyLogoState(deps, context)),
    setCompanyLogo: async (context: RequestContext, content: FileContent): Promise<TCompanyLogoResponse> =>
      toCompanyLogoResponse(await setCompanyLogo(deps, context, content)),
    removeCompanyLogo: async (context: RequestContext): Promise<TCompanyLogoResponse> =>
      toCompanyLogoResponse(await removeCompanyLogo(deps, context)),
    getCompanyLogoFile: (context: RequestContext) => getCompanyLogoFile(deps, context.organizationId),
    /** For PDF and mail code: the logo's bytes when the organization has one and its plan includes it, else null. */
    companyLogoForDocuments: (organizationId: string) => companyLogoForDocuments(deps, organizationId),
    /** When the user closed the dashboard's getting-started checklist, or null. */
    getOnboardingDismissedAt: (context: RequestContext): Promise<string | null> =>
      getOnboardingDismissedAt(dataSource, context),
    dismissOnboarding: (context: RequestContext) => dismissOnboarding(dataSource, clock, context),
    getNotificationPreferences: (context: RequestContext): Promise<TNotificationPreferences> =>
      getNotificationPreferences(dataSource, context),
    setNotificationPreferences: (
      context: RequestContext,
      preferences: TNotificationPreferences,
    ): Promise<TNotificationPreferences> =>
      setNotificationPreferences(dataSource, clock, context, preferences),
  };
}

/**
 * The methods that carry files (uploads spooled to the BFF's disk, downloads as streams): like PropertyFilesApi
 * and DocumentFilesApi they always run in the BFF process, on the shared database and the FileStorage port.
 */
const FILE_METHODS = [
  'setProfilePhoto',
  'removeProfilePhoto',
  'getProfilePhoto',
  'setCompanyLogo',
  'removeCompanyLogo',
  'getCompanyLogoFile',
  'companyLogoForDocuments',
] as const satisfies readonly (keyof IdentityApi)[];

type IdentityFileMethod = (typeof FILE_METHODS)[number];

/** Every other method, served by `server.ts` when identity runs on its own (`IDENTITY_SERVICE_URL`). */
export const IDENTITY_RPC_METHODS = [
  'registerOwner',
  'signUp',
  'verifyEmail',
  'resendVerification',
  'requestPasswordReset',
  'resetPassword',
  'login',
  'resolveSession',
  'logout',
  'getCurrentUser',
  'completeSocialSecondFactor',
  'signInWithProvider',
  'requestLoginLink',
  'consumeLoginLink',
  'listLinkedIdentities',
  'unlinkIdentity',
  'linkProviderIdentity',
  'exportOrganizationData',
  'listMailAddresses',
  'listOrganizationMembers',
  'deleteOrganizationData',
  'listSessions',
  'endSession',
  'endOtherSessions',
  'updateProfile',
  'cancelEmailChange',
  'changePassword',
  'setUpTwoFactor',
  'enableTwoFactor',
  'disableTwoFactor',
  'requestReauthenticationCode',
  'reauthenticate',
  'getOrganizationPlan',
  'findOrganizationByEmail',
  'changeOrganizationPlan',
  'getCompanyLogo',
  'getOnboardingDismissedAt',
  'dismissOnboarding',
  'getNotificationPreferences',
  'setNotificationPreferences',
] as const satisfies readonly Exclude<keyof IdentityApi, IdentityFileMethod>[];

/** Compile-time check that every method is either served over HTTP or kept in process. */
const _everyMethodPlaced: SameValues<
  keyof IdentityApi,
  (typeof IDENTITY_RPC_METHODS)[number] | IdentityFileMethod
> = true;

/**
 * Identity over HTTP (`IDENTITY_SERVICE_URL`): the same interface, its calls sent to identity's own deployment;
 * the file methods come from `local`, an in-process identity on the BFF's database.
 */
export function createHttpIdentityApi(
  remote: { baseUrl: string; token: string },
  local: Pick<IdentityApi, IdentityFileMethod>,
): IdentityApi {
  return {
    ...createHttpPositionalClient<IdentityApi, (typeof IDENTITY_RPC_METHODS)[number]>(
      IDENTITY_RPC_METHODS,
      remote,
    ),
    ...pickMethods(local, FILE_METHODS),
  };
}
