import { z } from 'zod';
import { ZUuid } from '../common/primitives';
import { ZContractor } from './listContractors.contract';

export const ZGetContractorParams = z.object({ id: ZUuid });
export type TGetContractorParams = z.infer<typeof ZGetContractorParams>;

export const ZGetContractorResponse = ZContractor;
export type TGetContractorResponse = z.infer<typeof ZGetContractorResponse>;
