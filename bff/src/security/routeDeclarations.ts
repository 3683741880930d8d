import { z } from 'zod';
import { SIGNING_TOKEN_FIELD } from '@immodesk/contracts/contracts/signing/publicContract.contract';
import { ZSignatureFields } from '@immodesk/contracts/contracts/signing/signature.contract';
import { ZLandlordSignFields } from '@immodesk/contracts/contracts/signing/contractSigning.contract';
import { ZUploadDocumentFields } from '@immodesk/contracts/documents/uploadDocument.contract';
import { ZCreatePropertyRequest } from '@immodesk/contracts/properties/createProperty.contract';
import { ZUpdatePropertyRequest } from '@immodesk/contracts/properties/property.contract';

/** Who may call a route: `signed-in` comes from `signedIn.*`; every public route says how it is protected. */
export type AccessDecision =
  | 'signed-in'
  | 'public'
  | 'credentials'
  | 'mailed-token'
  | 'pending-sign-in'
  | 'oauth-state'
  | 'share-token'
  | 'webhook-signature'
  | 'development-only';

/** How a route reads its body: JSON checked by a zod schema, a multipart form, raw bytes, a form post, or none. */
export type BodyKind = 'json' | 'multipart' | 'raw' | 'form' | 'none';

export type RouteDeclaration = {
  access?: Exclude<AccessDecision, 'signed-in'>;
  bodyKind?: BodyKind;
  /** The schema a handler applies itself (a JSON body) or its multipart form's text fields. */
  body?: z.ZodType;
  why?: string;
};

const isPublic = (why: string): RouteDeclaration => ({ access: 'public', why });
const NO_BODY: RouteDeclaration = { bodyKind: 'none' };
const FILE_ONLY: RouteDeclaration = { bodyKind: 'multipart', body: z.object({}) };

/** Mutating signed-in routes that read no body: the path names their object and the verb says it all. */
const WITHOUT_BODY = [
  'DELETE /api/organization/branding',
  'DELETE /api/user/identities/:id',
  'DELETE /api/user/sessions/:id',
  'DELETE /api/user/sessions',
  'DELETE /api/user/profile/photo',
  'POST /api/billing/cancel',
  'DELETE /api/organization/company-logo',
  'DELETE /api/properties/:idOrUrlCode',
  'POST /api/properties/:id/archive',
  'POST /api/properties/:id/unarchive',
  'DELETE /api/properties/:id/photos/:photoId',
  'PUT /api/properties/:id/photos/:photoId/primary',
  'DELETE /api/tenants/:id',
  'DELETE /api/contractors/:id',
  'DELETE /api/rent-payments/:id',
  'PUT /api/bank-accounts/:id/primary',
  'DELETE /api/bank-accounts/:id',
  'POST /api/rent-payments/:id/request',
  'POST /api/bank-statement-lines/:id/ignore',
  'POST /api/bank-statement-lines/:id/unassign',
  'POST /api/imports/:id/commit',
  'POST /api/tenants/:id/account/mail',
  'POST /api/contracts/:id/account/mail',
  'POST /api/contracts/:id/withdraw',
  'POST /api/contracts/:id/indexations/:indexationId/email',
  'DELETE /api/expenses/:id',
  'DELETE /api/documents/:id',
  'DELETE /api/tasks/:id',
  'PUT /api/notifications/mark-all-read',
  'PUT /api/notifications/:id/read',
  'DELETE /api/notifications/:id',
  'POST /api/onboarding/dismiss',
  'POST /api/messages/:id/resend',
  'DELETE /api/contracts/:id',
  'POST /api/contracts/:id/amendments',
  'DELETE /api/user/signature',
  'POST /api/contracts/:id/share',
  'DELETE /api/contracts/:id/share',
];

/** What a route's registration cannot say by itself, keyed `METHOD path`. */
export const ROUTE_DECLARATIONS: Record<string, RouteDeclaration> = {
  ...Object.fromEntries(WITHOUT_BODY.map((key) => [key, NO_BODY])),
  'POST /api/imports/rent-roll': {
    bodyKind: 'multipart',
    body: z.object({ paidThrough: z.string().optional() }),
  },
  'GET /api/health/live': isPublic('liveness probe of the process, checks nothing else'),
  'GET /api/health/database': isPublic('readiness probe, answers ok or not'),
  'GET /api/health/storage': isPublic('liveness probe, one probe per interval'),
  'GET /api/health/email': isPublic('liveness probe, one probe per interval'),
  'POST /api/contact': isPublic('the public contact form, rate-limited'),
  'GET /api/shell-config': isPublic('remotes and branding every visitor loads'),
  'GET /api/branding/assets/:file': isPublic('the branding images of the sign-in page'),
  'POST /api/auth/signup': { access: 'credentials', why: 'creates an account' },
  'POST /api/auth/verify-email': { access: 'mailed-token', why: 'the token mailed to the address' },
  'POST /api/auth/resend-verification': isPublic('answers the same for any address'),
  'POST /api/auth/forgot-password': isPublic('answers the same for any address'),
  'POST /api/auth/reset-password': { access: 'mailed-token', why: 'the reset token mailed to the address' },
  'POST /api/auth/login': { access: 'credentials', why: 'e-mail and password, lockout' },
  'POST /api/auth/login-link': isPublic('answers the same for any address'),
  'POST /api/auth/login-link/consume': {
    access: 'mailed-token',
    why: 'the login link mailed to the address',
  },
  'GET /api/logout': isPublic('ends the session of the cookie it is sent with, if any'),
  'GET /api/auth/providers': isPublic('the social sign-in buttons'),
  'POST /api/auth/oauth/second-factor': {
    access: 'pending-sign-in',
    why: 'the pending social sign-in cookie and its code',
  },
  'GET /api/auth/oauth/errors/:code': isPublic('the text of a social sign-in error'),
  'GET /api/auth/oauth/:provider/start': { access: 'oauth-state', why: 'starts a social sign-in' },
  'GET /api/auth/oauth/:provider/callback': {
    access: 'oauth-state',
    why: "the provider's query string, checked against the state cookie (PKCE)",
  },
  'POST /api/auth/oauth/:provider/callback': {
    access: 'oauth-state',
    bodyKind: 'form',
    why: "the provider's form post (Apple), checked against the state cookie (PKCE)",
  },
  'POST /api/auth/email-change/cancel': {
    access: 'mailed-token',
    why: 'the cancel token mailed to the old address',
  },
  'POST /api/billing/webhook': {
    access: 'webhook-signature',
    bodyKind: 'raw',
    why: "Stripe's event, checked against its Stripe-Signature header",
  },
  'POST /api/public/mail/ses-notifications': {
    access: 'webhook-signature',
    bodyKind: 'raw',
    why: "Amazon SNS's message (text/plain JSON), checked against its signature, SNS's certificate host and our topic",
  },
  'POST /api/user/profile/photo': FILE_ONLY,
  'POST /api/organization/company-logo': FILE_ONLY,
  'POST /api/properties': { bodyKind: 'json', body: ZCreatePropertyRequest, why: 'parsed by the handler' },
  'PATCH /api/properties/:idOrUrlCode': {
    bodyKind: 'json',
    body: ZUpdatePropertyRequest,
    why: 'parsed by the handler',
  },
  'POST /api/properties/:id/photos': FILE_ONLY,
  'POST /api/bank-statements': FILE_ONLY,
  'POST /api/documents': { bodyKind: 'multipart', body: ZUploadDocumentFields },
  'POST /api/tasks/:id/documents': FILE_ONLY,
  'POST /api/user/signature': { bodyKind: 'multipart', body: ZSignatureFields },
  // Without a body the saved signature signs; a multipart body carries the one given in the sign dialog.
  'POST /api/contracts/:id/sign': { bodyKind: 'multipart', body: ZLandlordSignFields },
  'POST /api/contracts/:id/verify-pdf': FILE_ONLY,
  'GET /api/public/contracts/:shareToken': {
    access: 'share-token',
    why: 'the 256-bit link the landlord shared',
  },
  'POST /api/public/contracts/:shareToken/code': { access: 'share-token', why: 'mails a code to a tenant' },
  'POST /api/public/contracts/:shareToken/verify': {
    access: 'share-token',
    why: 'share link and mailed code',
  },
  'POST /api/public/contracts/:shareToken/sign': {
    access: 'share-token',
    bodyKind: 'multipart',
    body: ZSignatureFields.extend({ [SIGNING_TOKEN_FIELD]: z.string() }),
    why: 'share link and the signing token the verified code gave',
  },
  'GET /api/dev/outbox': { access: 'development-only', why: 'never registered in production' },
};
