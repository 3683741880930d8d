import { z } from 'zod';
import { normalizeBic, normalizeIban } from '../common/iban';
import { ZIsoInstant, ZUuid } from '../common/primitives';
import { endpoint } from '../common/endpoint';

/** SPEC.md §3 "Bank account". `iban` and `bic` as stored: upper case, no spaces. */
export const ZBankAccount = z.object({
  id: z.string(),
  iban: z.string(),
  bic: z.string().nullable(),
  bankName: z.string(),
  accountHolder: z.string(),
  /** Exactly one account of an organization that has any is primary: the one printed on rent requests. */
  isPrimary: z.boolean(),
  createdAt: ZIsoInstant,
});
export type TBankAccount = z.infer<typeof ZBankAccount>;

/** GET /api/bank-accounts: the primary first, then the oldest first. */
export const ZListBankAccountsResponse = z.object({ items: z.array(ZBankAccount) });
export type TListBankAccountsResponse = z.infer<typeof ZListBankAccountsResponse>;

/** An IBAN as typed (spaces, lower case): answered normalised, else `validation.invalidIban`. */
export const ZIban = z
  .string()
  .trim()
  .min(1)
  .max(50)
  .transform((value, ctx) => {
    const iban = normalizeIban(value);
    if (iban === null) {
      ctx.addIssue({
        code: 'custom',
        message: 'Not a valid IBAN',
        params: { messageKey: 'validation.invalidIban' },
      });
      return z.NEVER;
    }
    return iban;
  });

/** An optional BIC: empty means none; else 8 or 11 characters of the BIC format (`validation.invalidBic`). */
export const ZOptionalBic = z
  .string()
  .trim()
  .max(20)
  .nullish()
  .transform((value, ctx) => {
    if (!value) return null;
    const bic = normalizeBic(value);
    if (bic === null) {
      ctx.addIssue({
        code: 'custom',
        message: 'Not a valid BIC',
        params: { messageKey: 'validation.invalidBic' },
      });
      return z.NEVER;
    }
    return bic;
  });

/**
 * POST /api/bank-accounts (API.md). The organization's first account is primary whatever `isPrimary` says;
 * `isPrimary: true` on a later one makes it the primary. 409 `conflict` when the organization already has the IBAN.
 */
export const ZCreateBankAccountRequest = z.object({
  iban: ZIban,
  bic: ZOptionalBic,
  bankName: z.string().trim().min(1).max(100),
  /** At most 70 characters: the beneficiary name of the SEPA QR code (EPC069-12). */
  accountHolder: z.string().trim().min(1).max(70),
  isPrimary: z.boolean().optional(),
});
export type TCreateBankAccountRequest = z.infer<typeof ZCreateBankAccountRequest>;

export const ZCreateBankAccountResponse = ZBankAccount;
export type TCreateBankAccountResponse = z.infer<typeof ZCreateBankAccountResponse>;

/** DELETE /api/bank-accounts/:id (204; removing the primary makes the oldest remaining one primary) and PUT …/:id/primary. */
export const ZBankAccountParams = z.object({ id: ZUuid });
export type TBankAccountParams = z.infer<typeof ZBankAccountParams>;

/** PUT /api/bank-accounts/:id/primary answers every account, since two primary flags change. */
export const ZSetPrimaryBankAccountResponse = ZListBankAccountsResponse;
export type TSetPrimaryBankAccountResponse = z.infer<typeof ZSetPrimaryBankAccountResponse>;

export const listBankAccountsEndpoint = endpoint({
  path: '/api/bank-accounts',
  response: ZListBankAccountsResponse,
});

export const createBankAccountEndpoint = endpoint({
  path: '/api/bank-accounts',
  body: ZCreateBankAccountRequest,
  response: ZCreateBankAccountResponse,
  status: 201,
});

export const setPrimaryBankAccountEndpoint = endpoint({
  path: '/api/bank-accounts/:id/primary',
  params: ZBankAccountParams,
  response: ZSetPrimaryBankAccountResponse,
});

export const deleteBankAccountEndpoint = endpoint({
  path: '/api/bank-accounts/:id',
  params: ZBankAccountParams,
});
