import { organizationTables } from '@immodesk/platform/database/organizationData';
import { RentIndexationEntity } from '../entities/RentIndexationEntity';

/** The organization's applied indexations (the health index itself belongs to no organization). */
export const { exportOrganizationData, deleteOrganizationData } = organizationTables([{ entity: RentIndexationEntity }]);
