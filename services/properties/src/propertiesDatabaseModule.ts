import type { ServiceDatabaseModule } from '@immodesk/platform/database/serviceModule';
import { PropertyEntity } from './entities/PropertyEntity';
import { PropertyInformationEntity } from './entities/PropertyInformationEntity';
import { PropertyPhotoEntity } from './entities/PropertyPhotoEntity';
import { CreateProperties1732300200000 } from './migrations/1732300200000-CreateProperties';
import { PropertyUrlCodePerOrganization1732403000000 } from './migrations/1732403000000-PropertyUrlCodePerOrganization';
import { CreatePropertyInformationAndPhotos1732403100000 } from './migrations/1732403100000-CreatePropertyInformationAndPhotos';
import { PropertySearchText1732403200000 } from './migrations/1732403200000-PropertySearchText';
import { TaskEntity } from './entities/TaskEntity';
import { CreateTasks1732404000000 } from './migrations/1732404000000-CreateTasks';
import { PropertyListCoveringIndex1800800000000 } from './migrations/1800800000000-PropertyListCoveringIndex';

export const propertiesDatabaseModule: ServiceDatabaseModule = {
  name: 'properties',
  entities: [PropertyEntity, PropertyInformationEntity, PropertyPhotoEntity, TaskEntity],
  migrations: [
    CreateProperties1732300200000,
    PropertyUrlCodePerOrganization1732403000000,
    CreatePropertyInformationAndPhotos1732403100000,
    PropertySearchText1732403200000,
    CreateTasks1732404000000,
    PropertyListCoveringIndex1800800000000,
  ],
};
