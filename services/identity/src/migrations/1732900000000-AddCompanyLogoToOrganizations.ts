import { column, columnsMigration, nullable } from '@immodesk/platform/migrations/columns';

/** The organization's company logo (Professional and Enterprise), stored like profile photos: a storage key and its type. */
export class AddCompanyLogoToOrganizations1732900000000 extends columnsMigration('organizations', [
  column.varchar('company_logo_key', 255, nullable),
  column.varchar('company_logo_mime_type', 40, nullable),
  column.int('company_logo_size_bytes', nullable),
  column.instant('company_logo_updated_at', nullable),
]) {}
