import type { Language } from '@immodesk/platform/domain/language';
import type { ReauthenticationProof } from './reauthentication';

/** The signed-in user as identity knows them. */
export type CurrentUser = {
  id: string;
  email: string;
  firstName: string;
  lastName: string | null;
  language: Language;
  organizationId: string;
  organizationName: string;
  phone: string | null;
  isEmailVerified: boolean;
  /** A new address waiting for confirmation from the link mailed to it. */
  pendingEmail: string | null;
  twoFactorEnabled: boolean;
  /** False for an account made through social sign-in only: it confirms sensitive changes with a mailed code. */
  hasPassword: boolean;
  /** Changes with every new profile photo (a cache key for its URL); null without a photo. */
  profilePhotoVersion: string | null;
} & LandlordIdentity;

/** How a lease identifies the user as landlord (issue 31): address, birth data, or a company's enterprise number. */
export type LandlordIdentity = {
  street: string | null;
  houseNumber: string | null;
  bus: string | null;
  postalCode: string | null;
  city: string | null;
  country: string | null;
  birthDate: string | null;
  birthPlace: string | null;
  enterpriseNumber: string | null;
};

/** A profile change: the fields given change, the others stay; a new e-mail address needs the proof. */
export type ProfileChanges = ReauthenticationProof & {
  firstName?: string;
  lastName?: string | null;
  email?: string;
  phone?: string | null;
  language?: Language;
} & Partial<LandlordIdentity>;

/** One of the user's open sessions; `lastActiveAt` is ISO 8601 UTC. */
export type UserSession = { id: string; device: string; lastActiveAt: string; current: boolean };
