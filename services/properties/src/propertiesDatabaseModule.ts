import type { ServiceDatabaseModule } from '@immodesk/platform/database/serviceModule';
import { PropertyEntity } from './entities/PropertyEntity';
import { CreateProperties1732300200000 } from './migrations/1732300200000-CreateProperties';

export const propertiesDatabaseModule: ServiceDatabaseModule = {
  name: 'properties',
  entities: [PropertyEntity],
  migrations: [CreateProperties1732300200000],
};
