import { organizationTables } from '@immodesk/platform/database/organizationData';
import { FinanceSettingsEntity } from '../entities/FinanceSettingsEntity';
import { PaymentAllocationEntity } from '../entities/PaymentAllocationEntity';
import { RentPaymentEntity } from '../entities/RentPaymentEntity';
import { RentPriceEntity } from '../entities/RentPriceEntity';
import { RentReminderEntity } from '../entities/RentReminderEntity';

/**
 * The organization's rent items, payments, prices, reminders and finance settings: data export (API.md GET
 * /api/user/export) and account deletion, children first.
 */
export const { exportOrganizationData, deleteOrganizationData } = organizationTables([
  { entity: RentReminderEntity },
  { entity: PaymentAllocationEntity },
  { entity: RentPriceEntity },
  { entity: RentPaymentEntity },
  { entity: FinanceSettingsEntity },
]);
