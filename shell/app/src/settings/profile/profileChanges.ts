import type { TUpdateProfileRequest } from '@immodesk/contracts/user/updateProfile.contract';
import type { AccountUser } from '../useAccountUser';

export type ProfileFormValues = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  language: string;
};

/** Only what the user changed goes to PATCH /api/user/profile; empty optional fields become null. */
export function profileChanges(user: AccountUser, values: ProfileFormValues): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  const firstName = values.firstName.trim();
  const lastName = values.lastName.trim() || null;
  const email = values.email.trim().toLowerCase();
  const phone = values.phone.trim() || null;
  if (firstName !== user.firstName) changes.firstName = firstName;
  if (lastName !== (user.lastName ?? null)) changes.lastName = lastName;
  if (email !== user.email.toLowerCase() && email !== (user.pendingEmail ?? '').toLowerCase())
    changes.email = email;
  if (phone !== (user.phone ?? null)) changes.phone = phone;
  if (values.language !== user.language) changes.language = values.language;
  return changes satisfies Partial<Record<keyof TUpdateProfileRequest, unknown>>;
}
