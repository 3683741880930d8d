import type { ServiceDatabaseModule } from '@immodesk/platform/database/serviceModule';
import { FinanceSettingsEntity } from './entities/FinanceSettingsEntity';
import { PaymentAllocationEntity } from './entities/PaymentAllocationEntity';
import { RentPaymentEntity } from './entities/RentPaymentEntity';
import { RentPriceEntity } from './entities/RentPriceEntity';
import { RentReminderEntity } from './entities/RentReminderEntity';
import { CreateRentPayments1732300400000 } from './migrations/1732300400000-CreateRentPayments';
import { AddRentSchedule1796000000000 } from './migrations/1796000000000-AddRentSchedule';
import { AddRentReminderMail1796000000001 } from './migrations/1796000000001-AddRentReminderMail';
import { AddRentPaymentSettlement1798000000001 } from './migrations/1798000000001-AddRentPaymentSettlement';
import { AddStatisticsIndexes1799350000000 } from './migrations/1799350000000-AddStatisticsIndexes';
import { AddRentScheduleScanIndexes1800800000001 } from './migrations/1800800000001-AddRentScheduleScanIndexes';
import { AddOpenItemStatisticsIndex1801000000000 } from './migrations/1801000000000-AddOpenItemStatisticsIndex';

export const financeDatabaseModule: ServiceDatabaseModule = {
  name: 'finance',
  entities: [
    RentPaymentEntity,
    PaymentAllocationEntity,
    RentPriceEntity,
    RentReminderEntity,
    FinanceSettingsEntity,
  ],
  migrations: [
    CreateRentPayments1732300400000,
    AddRentSchedule1796000000000,
    AddRentReminderMail1796000000001,
    AddRentPaymentSettlement1798000000001,
    AddStatisticsIndexes1799350000000,
    AddRentScheduleScanIndexes1800800000001,
    AddOpenItemStatisticsIndex1801000000000,
  ],
};
