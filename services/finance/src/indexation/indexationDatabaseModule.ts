import type { ServiceDatabaseModule } from '@immodesk/platform/database/serviceModule';
import { HealthIndexMonthEntity } from './entities/HealthIndexMonthEntity';
import { IndexationReminderEntity } from './entities/IndexationReminderEntity';
import { RentIndexationEntity } from './entities/RentIndexationEntity';
import { CreateRentIndexation1796100000000 } from './migrations/1796100000000-CreateRentIndexation';
import { CreateIndexationReminders1796100000001 } from './migrations/1796100000001-CreateIndexationReminders';
import { AddHealthIndexBases1796100000002 } from './migrations/1796100000002-AddHealthIndexBases';
import { AddRecordedIndexations1798000000010 } from './migrations/1798000000010-AddRecordedIndexations';

export const indexationDatabaseModule: ServiceDatabaseModule = {
  name: 'indexation',
  entities: [HealthIndexMonthEntity, RentIndexationEntity, IndexationReminderEntity],
  migrations: [
    CreateRentIndexation1796100000000,
    CreateIndexationReminders1796100000001,
    AddHealthIndexBases1796100000002,
    AddRecordedIndexations1798000000010,
  ],
};
