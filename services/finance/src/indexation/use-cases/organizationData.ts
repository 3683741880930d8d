import { organizationTables } from '@immodesk/platform/database/organizationData';
import { IndexationReminderEntity } from '../entities/IndexationReminderEntity';
import { RentIndexationEntity } from '../entities/RentIndexationEntity';

/** The organization's applied indexations and the reminders given (the health index itself belongs to no organization). */
export const { exportOrganizationData, deleteOrganizationData } = organizationTables([
  { entity: IndexationReminderEntity },
  { entity: RentIndexationEntity },
]);
