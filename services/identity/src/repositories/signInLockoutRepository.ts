import { LessThan, type DataSource } from 'typeorm';
import { SignInLockoutEntity, type SignInLockoutRow } from '../entities/SignInLockoutEntity';

export function signInLockoutRepository(dataSource: DataSource) {
  const lockouts = dataSource.getRepository(SignInLockoutEntity);
  return {
    find: (keyHash: string) => lockouts.findOne({ where: { keyHash } }),
    save: (row: SignInLockoutRow) => lockouts.save(lockouts.create(row)),
    remove: (keyHash: string) => lockouts.delete({ keyHash }),
    deleteLastFailedBefore: (before: Date) => lockouts.delete({ lastFailureAt: LessThan(before) }),
  };
}
