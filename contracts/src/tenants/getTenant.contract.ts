import { z } from 'zod';
import { ZUuid } from '../common/primitives';
import { ZTenant } from './listTenants.contract';

export const ZGetTenantParams = z.object({ id: ZUuid });
export type TGetTenantParams = z.infer<typeof ZGetTenantParams>;

export const ZGetTenantResponse = ZTenant;
export type TGetTenantResponse = z.infer<typeof ZGetTenantResponse>;
