import { z } from 'zod';
import { zOptionalEmail, zOptionalPhone, zOptionalText, zOptionalVatNumber } from '../common/text';
import { ZContractor, ZContractorSpecialty } from './listContractors.contract';

/**
 * Contractor body of API.md. The contacts service requires a company name or a last name. `vatNumber` is stored
 * as `BE0123456749`, `phone` in E.164; `rating` is whole stars out of 5.
 */
export const ZCreateContractorRequest = z.object({
  firstName: zOptionalText(100),
  lastName: zOptionalText(100),
  companyName: zOptionalText(200),
  vatNumber: zOptionalVatNumber(),
  specialty: ZContractorSpecialty,
  hourlyRateCents: z
    .number()
    .int()
    .min(0)
    .max(100_000_00)
    .nullish()
    .transform((value) => value ?? null),
  email: zOptionalEmail(),
  phone: zOptionalPhone(),
  address: zOptionalText(300),
  rating: z
    .number()
    .int()
    .min(0)
    .max(5)
    .nullish()
    .transform((value) => value ?? null),
  isActive: z.boolean().default(true),
});
export type TCreateContractorRequest = z.infer<typeof ZCreateContractorRequest>;

export const ZCreateContractorResponse = ZContractor;
export type TCreateContractorResponse = z.infer<typeof ZCreateContractorResponse>;
