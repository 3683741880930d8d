import { EntitySchema } from 'typeorm';
import { instantColumn } from '@immodesk/platform/database/columns';

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
    id: { type: 'varchar', length: 36, primary: true, generated: 'uuid' },
    organizationId: { name: 'organization_id', type: 'varchar', length: 36 },
    productName: { name: 'product_name', type: 'varchar', length: 60, nullable: true },
    logoUrl: { name: 'logo_url', type: 'text', nullable: true },
    supportEmail: { name: 'support_email', type: 'varchar', length: 254, nullable: true },
    colorsJson: { name: 'colors_json', type: 'text' },
    updatedAt: { name: 'updated_at', type: 'datetime', transformer: instantColumn },
  },
});
