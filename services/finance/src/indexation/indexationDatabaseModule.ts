import type { ServiceDatabaseModule } from '@immodesk/platform/database/serviceModule';
import { HealthIndexMonthEntity } from './entities/HealthIndexMonthEntity';
import { RentIndexationEntity } from './entities/RentIndexationEntity';
import { CreateRentIndexation1796100000000 } from './migrations/1796100000000-CreateRentIndexation';

export const indexationDatabaseModule: ServiceDatabaseModule = {
  name: 'indexation',
  entities: [HealthIndexMonthEntity, RentIndexationEntity],
  migrations: [CreateRentIndexation1796100000000],
};
