import { EntitySchema } from 'typeorm';
import { entityColumn } from '@immodesk/platform/database/entityColumns';
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
    id: entityColumn.varchar(36, { primary: true }),
    propertyId: entityColumn.varchar(36, { name: 'property_id' }),
    organizationId: entityColumn.organizationId(),
    generalJson: entityColumn.text({ name: 'general_json' }),
    financialJson: entityColumn.text({ name: 'financial_json' }),
    insurancesJson: entityColumn.text({ name: 'insurances_json' }),
    epcLabel: entityColumn.varchar(2, { name: 'epc_label', nullable: true }),
    epcCertificationDate: entityColumn.date({ name: 'epc_certification_date', nullable: true }),
    epcExpirationDate: entityColumn.date({ name: 'epc_expiration_date', nullable: true }),
    epcConsumption: entityColumn.int({ name: 'epc_consumption', nullable: true }),
    epcCo2Emissions: entityColumn.int({ name: 'epc_co2_emissions', nullable: true }),
    updatedAt: entityColumn.instant({ name: 'updated_at' }),
  },
});
