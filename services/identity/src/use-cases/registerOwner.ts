import type { DataSource } from 'typeorm';
import type { Language } from '@immodesk/platform/domain/language';
import { AppError } from '@immodesk/platform/errors';
import { OrganizationEntity } from '../entities/OrganizationEntity';
import { UserEntity } from '../entities/UserEntity';
import { hashPassword, PASSWORD_MIN_LENGTH } from '../domain/passwords';

export type RegisterOwnerInput = {
  email: string;
  password: string;
  firstName: string;
  lastName?: string | null;
  language: Language;
  organizationName?: string;
  isEmailVerified?: boolean;
};

/** Creates an organization with its one owner (sign-up, demo data). */
export async function registerOwner(dataSource: DataSource, input: RegisterOwnerInput) {
  if (input.password.length < PASSWORD_MIN_LENGTH) {
    throw new AppError('validation_error', { details: { password: 'validation.passwordTooShort' } });
  }
  const email = input.email.trim().toLowerCase();
  const passwordHash = await hashPassword(input.password);
  return dataSource.transaction(async (manager) => {
    if (await manager.getRepository(UserEntity).exists({ where: { email } })) {
      throw new AppError('conflict', { messageKey: 'errors.emailTaken' });
    }
    const organization = await manager.getRepository(OrganizationEntity).save({
      name: input.organizationName ?? [input.firstName, input.lastName].filter(Boolean).join(' '),
    });
    const user = await manager.getRepository(UserEntity).save({
      organizationId: organization.id,
      email,
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName ?? null,
      language: input.language,
      isEmailVerified: input.isEmailVerified ?? false,
    });
    return { organizationId: organization.id, userId: user.id };
  });
}
