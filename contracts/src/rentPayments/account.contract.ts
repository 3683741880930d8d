import { z } from 'zod';
import { endpoint } from '../common/endpoint';
import { ZCents, ZIsoDate, ZIsoInstant, ZUuid } from '../common/primitives';

export const ZAccountLineKind = z.enum(['due', 'payment', 'opening_balance', 'credit']);
export type TAccountLineKind = z.infer<typeof ZAccountLineKind>;

/**
 * One line of an account, oldest first. `amountCents` moves the balance: a due item is positive, money received
 * (a payment, an opening balance settled before the lease came in, a credit not yet on any item) negative, so the
 * lines add up to `balanceCents`. `description` is in the reader's language.
 */
export const ZAccountLine = z.object({
  date: ZIsoDate,
  kind: ZAccountLineKind,
  description: z.string(),
  amountCents: ZCents,
  dueItemId: z.string().optional(),
  bankLineId: z.string().optional(),
});
export type TAccountLine = z.infer<typeof ZAccountLine>;

/**
 * API.md third round: a tenant's account (every lease they are a party of) or a lease's. `balanceCents` is
 * `dueCents − receivedCents` (negative: paid in advance); `creditCents` is the part of `receivedCents` not yet on any
 * due item (an overpayment waiting for the next one).
 */
export const ZAccount = z.object({
  dueCents: ZCents,
  receivedCents: ZCents,
  balanceCents: ZCents,
  creditCents: ZCents,
  lines: z.array(ZAccountLine),
});
export type TAccount = z.infer<typeof ZAccount>;

export const ZAccountParams = z.object({ id: ZUuid });
export type TAccountParams = z.infer<typeof ZAccountParams>;

/** GET /api/tenants/:id/account: another organization's tenant is a 404. */
export const getTenantAccountEndpoint = endpoint({
  path: '/api/tenants/:id/account',
  params: ZAccountParams,
  response: ZAccount,
});

/** GET /api/contracts/:id/account: another organization's contract is a 404. */
export const getContractAccountEndpoint = endpoint({
  path: '/api/contracts/:id/account',
  params: ZAccountParams,
  response: ZAccount,
});

/** GET …/account/pdf: the statement of account as `application/pdf`, in the tenant's language. */
export const tenantAccountPdfEndpoint = endpoint({
  path: '/api/tenants/:id/account/pdf',
  params: ZAccountParams,
});
export const contractAccountPdfEndpoint = endpoint({
  path: '/api/contracts/:id/account/pdf',
  params: ZAccountParams,
});

export const ZMailAccountStatementResponse = z.object({
  /** The address the statement was queued for. */
  sentTo: z.string(),
  sentAt: ZIsoInstant,
});
export type TMailAccountStatementResponse = z.infer<typeof ZMailAccountStatementResponse>;

/**
 * POST /api/tenants/:id/account/mail: mails the statement (PDF attached) to the tenant, in the tenant's language,
 * answers going to the landlord. 422 `business_rule` (`errors.accountStatementNoEmail`) when the tenant has no
 * e-mail address; 429 when sent too often.
 */
export const mailTenantAccountEndpoint = endpoint({
  path: '/api/tenants/:id/account/mail',
  params: ZAccountParams,
  response: ZMailAccountStatementResponse,
});

/**
 * POST /api/contracts/:id/account/mail: the lease's statement, mailed like the tenant's to the lease's first tenant
 * (the contract page); the same refusals.
 */
export const mailContractAccountEndpoint = endpoint({
  path: '/api/contracts/:id/account/mail',
  params: ZAccountParams,
  response: ZMailAccountStatementResponse,
});
