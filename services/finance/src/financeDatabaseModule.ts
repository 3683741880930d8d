import type { ServiceDatabaseModule } from '@immodesk/platform/database/serviceModule';
import { RentPaymentEntity } from './entities/RentPaymentEntity';
import { CreateRentPayments1732300400000 } from './migrations/1732300400000-CreateRentPayments';

export const financeDatabaseModule: ServiceDatabaseModule = {
  name: 'finance',
  entities: [RentPaymentEntity],
  migrations: [CreateRentPayments1732300400000],
};
