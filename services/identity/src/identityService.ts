import type { RequestContext } from '@immodesk/platform/context';
import type { TSocialProvider } from '@immodesk/contracts/auth/providers.contract';
import type { TChangePasswordRequest } from '@immodesk/contracts/user/changePassword.contract';
import type { TDisableTwoFactorRequest } from '@immodesk/contracts/user/twoFactor.contract';
import type { TUpdateProfileRequest } from '@immodesk/contracts/user/updateProfile.contract';
import type { IdentityDeps } from './identityDeps';
import { getProfilePhoto, removeProfilePhoto, setProfilePhoto } from './profile-photo/profilePhoto';
import { createSessionCache } from './sessionCache';
import type { TPlanStatus, TPlanType } from '@immodesk/contracts/plan/plan.contract';
import { changeOrganizationPlan } from './use-cases/changeOrganizationPlan';
import { changePassword } from './use-cases/changePassword';
import { completeSocialSecondFactor, type CompleteSocialSecondFactorInput } from './use-cases/completeSocialSecondFactor';
import { disableTwoFactor } from './use-cases/disableTwoFactor';
import { enableTwoFactor } from './use-cases/enableTwoFactor';
import { endOtherSessions } from './use-cases/endOtherSessions';
import { endSession } from './use-cases/endSession';
import { getCurrentUser } from './use-cases/getCurrentUser';
import { getOrganizationPlan } from './use-cases/getOrganizationPlan';
import { linkProviderIdentity } from './use-cases/linkProviderIdentity';
import { listSessions } from './use-cases/listSessions';
import { login, type LoginInput } from './use-cases/login';
import { logout } from './use-cases/logout';
import { registerOwner, type RegisterOwnerInput } from './use-cases/registerOwner';
import { requestPasswordReset } from './use-cases/requestPasswordReset';
import { resendVerification } from './use-cases/resendVerification';
import { resetPassword } from './use-cases/resetPassword';
import type { FileContent } from '@immodesk/platform/ports/storage/fileContent';
import { listMailAddresses } from './use-cases/listMailAddresses';
import { deleteOrganizationData, exportOrganizationData } from './use-cases/organizationData';
import { resolveSession, type ResolvedSession } from './use-cases/resolveSession';
import { setUpTwoFactor } from './use-cases/setUpTwoFactor';
import { signInWithProvider, type SignInWithProviderInput } from './use-cases/signInWithProvider';
import { signUp, type SignUpInput } from './use-cases/signUp';
import { updateProfile } from './use-cases/updateProfile';
import { verifyEmail } from './use-cases/verifyEmail';

/** How long a resolved session is trusted without asking the database (see sessionCache.ts). */
export const SESSION_CACHE_TTL_MS = 10_000;

export type IdentityService = ReturnType<typeof createIdentityService>;

/** Identity runs in-process with the BFF: it is what authenticates every request. */
export function createIdentityService(deps: IdentityDeps) {
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
    getCurrentUser: (context: RequestContext) => getCurrentUser(dataSource, context),
    completeSocialSecondFactor: (input: CompleteSocialSecondFactorInput) => completeSocialSecondFactor(deps, input),
    signInWithProvider: (input: SignInWithProviderInput) => signInWithProvider(dataSource, clock, sessionCache, input),
    linkProviderIdentity: (context: RequestContext, provider: TSocialProvider, subject: string) => linkProviderIdentity(dataSource, context, provider, subject),
    exportOrganizationData: (context: RequestContext) => exportOrganizationData(dataSource, context),
    /** Every address the organization's accounts ever had (for the outbox part of export and deletion). */
    listMailAddresses: (context: RequestContext) => listMailAddresses(dataSource, context),
    /** Last step of account deletion: users, sessions (every device signed out), tokens, then the organization. */
    deleteOrganizationData: (context: RequestContext) => deleteOrganizationData(deps, sessionCache, context),
    listSessions: (session: ResolvedSession) => listSessions(dataSource, clock, session),
    endSession: (session: ResolvedSession, sessionId: string) => endSession(dataSource, sessionCache, session, sessionId),
    endOtherSessions: (session: ResolvedSession) => endOtherSessions(dataSource, sessionCache, session),
    updateProfile: (context: RequestContext, input: TUpdateProfileRequest) => updateProfile(deps, context, input),
    changePassword: (session: ResolvedSession, input: TChangePasswordRequest & { userAgent: string | null }) => changePassword(deps, sessionCache, session, input),
    setUpTwoFactor: (context: RequestContext) => setUpTwoFactor(deps, context),
    enableTwoFactor: (session: ResolvedSession, input: { code: string; userAgent: string | null }) => enableTwoFactor(deps, sessionCache, session, input),
    disableTwoFactor: (context: RequestContext, input: TDisableTwoFactorRequest) => disableTwoFactor(deps, context, input),
    getOrganizationPlan: (context: RequestContext) => getOrganizationPlan(dataSource, context),
    changeOrganizationPlan: (context: RequestContext, input: { planType: TPlanType; status?: TPlanStatus }) => changeOrganizationPlan(dataSource, context, input),
    setProfilePhoto: (context: RequestContext, content: FileContent) => setProfilePhoto(deps, context, content),
    removeProfilePhoto: (context: RequestContext) => removeProfilePhoto(deps, context),
    /** The signed-in user's own photo; also what the data export adds under `files/profile-photo.*`. */
    getProfilePhoto: (context: RequestContext) => getProfilePhoto(deps, context),
  };
}
