import { EntitySchema } from 'typeorm';
import { instantColumn } from '@immodesk/platform/database/columns';
import type { EpcLabel } from '../domain/propertyInformation';

/**
 * One row per property. The general and financial parts and the insurances are JSON documents (validated by the
 * contract at the API file on the way in and out; never queried by their parts); the EPC is typed columns, since indexation
 * reads the label.
 */
export type PropertyInformationRow = {
  id: string;
  propertyId: string;
  organizationId: string;
  generalJson: string;
  financialJson: string;
  insurancesJson: string;
  epcLabel: EpcLabel | null;
  epcCertificationDate: string | null;
  epcExpirationDate: string | null;
  epcConsumption: number | null;
  epcCo2Emissions: number | null;
  updatedAt: Date;
};

export const PropertyInformationEntity = new EntitySchema<PropertyInformationRow>({
  name: 'PropertyInformation',
  tableName: 'property_information',
  columns: {
    id: { type: 'varchar', length: 36, primary: true },
    propertyId: { name: 'property_id', type: 'varchar', length: 36 },
    organizationId: { name: 'organization_id', type: 'varchar', length: 36 },
    generalJson: { name: 'general_json', type: 'text' },
    financialJson: { name: 'financial_json', type: 'text' },
    insurancesJson: { name: 'insurances_json', type: 'text' },
    epcLabel: { name: 'epc_label', type: 'varchar', length: 2, nullable: true },
    epcCertificationDate: { name: 'epc_certification_date', type: 'date', nullable: true },
    epcExpirationDate: { name: 'epc_expiration_date', type: 'date', nullable: true },
    epcConsumption: { name: 'epc_consumption', type: 'int', nullable: true },
    epcCo2Emissions: { name: 'epc_co2_emissions', type: 'int', nullable: true },
    updatedAt: { name: 'updated_at', type: 'datetime', precision: 3, transformer: instantColumn },
  },
});
