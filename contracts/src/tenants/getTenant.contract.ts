import { z } from 'zod';
import { ZIdParams } from '../common/primitives';
import { ZTenant } from './listTenants.contract';

export const ZGetTenantParams = ZIdParams;
export type TGetTenantParams = z.infer<typeof ZGetTenantParams>;

export const ZGetTenantResponse = ZTenant;
export type TGetTenantResponse = z.infer<typeof ZGetTenantResponse>;
