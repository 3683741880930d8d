import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import type { Clock } from '@immodesk/platform/ports/clock';
import { tenantRepository } from '../repositories/tenantRepository';

/** Before a property is deleted: the organization's tenants on it keep everything but the link (SPEC §3 Tenant). */
export function unlinkTenantsFromProperty(
  dataSource: DataSource,
  clock: Clock,
  context: RequestContext,
  ref: { propertyId: string },
): Promise<number> {
  return tenantRepository(dataSource).unlinkProperty(context.organizationId, ref.propertyId, clock.now());
}
