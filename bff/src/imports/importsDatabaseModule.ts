import type { ServiceDatabaseModule } from '@immodesk/platform/database/serviceModule';
import { CreateImports1764400000000 } from './createImportsMigration';
import { ImportEntity } from './importEntity';

/** The BFF's own table of import previews (rent roll, issue 25). */
export const importsDatabaseModule: ServiceDatabaseModule = {
  name: 'imports',
  entities: [ImportEntity],
  migrations: [CreateImports1764400000000],
};
