import { EntitySchema } from 'typeorm';
import { entityColumn } from '@immodesk/platform/database/entityColumns';

export type OrganizationBrandingRow = {
  id: string;
  organizationId: string;
  productName: string | null;
  logoUrl: string | null;
  supportEmail: string | null;
  /** JSON object of theme colour name → `#rrggbb`. */
  colorsJson: string;
  updatedAt: Date;
};

/** An enterprise organization's white-label override (one row per organization). */
export const OrganizationBrandingEntity = new EntitySchema<OrganizationBrandingRow>({
  name: 'OrganizationBranding',
  tableName: 'organization_brandings',
  columns: {
    id: entityColumn.id(),
    organizationId: entityColumn.organizationId(),
    productName: entityColumn.varchar(60, { name: 'product_name', nullable: true }),
    logoUrl: entityColumn.text({ name: 'logo_url', nullable: true }),
    supportEmail: entityColumn.varchar(254, { name: 'support_email', nullable: true }),
    colorsJson: entityColumn.text({ name: 'colors_json' }),
    updatedAt: entityColumn.datetime({ name: 'updated_at' }),
  },
});
