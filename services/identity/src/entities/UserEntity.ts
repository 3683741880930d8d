import { EntitySchema } from 'typeorm';
import type { TLanguage } from '@immodesk/contracts/common/primitives';
import { booleanColumn, instantColumn } from '@immodesk/platform/database/columns';

export type UserRow = {
  id: string;
  organizationId: string;
  email: string;
  passwordHash: string | null;
  firstName: string;
  lastName: string | null;
  language: TLanguage;
  isEmailVerified: boolean;
  createdAt: Date;
  updatedAt: Date;
};

export const UserEntity = new EntitySchema<UserRow>({
  name: 'User',
  tableName: 'users',
  columns: {
    id: { type: 'varchar', length: 36, primary: true, generated: 'uuid' },
    organizationId: { name: 'organization_id', type: 'varchar', length: 36 },
    email: { type: 'varchar', length: 320, unique: true },
    passwordHash: { name: 'password_hash', type: 'varchar', length: 255, nullable: true },
    firstName: { name: 'first_name', type: 'varchar', length: 100 },
    lastName: { name: 'last_name', type: 'varchar', length: 100, nullable: true },
    language: { type: 'varchar', length: 2 },
    isEmailVerified: { name: 'is_email_verified', type: 'boolean', default: false, transformer: booleanColumn },
    createdAt: { name: 'created_at', type: 'datetime', createDate: true, transformer: instantColumn },
    updatedAt: { name: 'updated_at', type: 'datetime', updateDate: true, transformer: instantColumn },
  },
});
