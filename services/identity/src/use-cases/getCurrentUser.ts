import crypto from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import type { CurrentUser } from '../domain/user';
import { userRepository } from '../repositories/userRepository';

export async function getCurrentUser(dataSource: DataSource, context: RequestContext): Promise<CurrentUser> {
  const user = await userRepository(dataSource).findInOrganization(context.organizationId, context.userId);
  if (!user) throw new AppError('unauthenticated');
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    language: user.language,
    organizationId: user.organizationId,
    organizationName: user.organizationName,
    phone: user.phone,
    isEmailVerified: user.isEmailVerified,
    pendingEmail: user.pendingEmail,
    twoFactorEnabled: user.twoFactorEnabled,
    hasPassword: user.passwordHash !== null,
    profilePhotoVersion: user.profilePhotoKey ? photoVersion(user.profilePhotoKey) : null,
    street: user.street,
    houseNumber: user.houseNumber,
    bus: user.bus,
    postalCode: user.postalCode,
    city: user.city,
    country: user.country,
    birthDate: user.birthDate,
    birthPlace: user.birthPlace,
    enterpriseNumber: user.enterpriseNumber,
  };
}

/** Every stored photo has its own key, so a digest of it changes with each new photo (the URL's cache key). */
function photoVersion(key: string): string {
  return crypto.createHash('sha256').update(key).digest('hex').slice(0, 12);
}
