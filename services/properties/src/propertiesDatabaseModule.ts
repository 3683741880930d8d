import type { ServiceDatabaseModule } from '@immodesk/platform/database/serviceModule';
import { PropertyEntity } from './entities/PropertyEntity';
import { CreateProperties1732300200000 } from './migrations/1732300200000-CreateProperties';
import { TaskEntity } from './entities/TaskEntity';
import { CreateTasks1732404000000 } from './migrations/1732404000000-CreateTasks';

export const propertiesDatabaseModule: ServiceDatabaseModule = {
  name: 'properties',
  entities: [PropertyEntity, TaskEntity],
  migrations: [CreateProperties1732300200000, CreateTasks1732404000000],
};
