import { z } from 'zod';
import { ZIdParams } from '../common/primitives';
import { ZContractor } from './listContractors.contract';

export const ZGetContractorParams = ZIdParams;
export type TGetContractorParams = z.infer<typeof ZGetContractorParams>;

export const ZGetContractorResponse = ZContractor;
export type TGetContractorResponse = z.infer<typeof ZGetContractorResponse>;
