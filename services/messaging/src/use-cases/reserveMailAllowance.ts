import type { DataSource } from 'typeorm';
import {
  MAIL_SENDING_LIMITS,
  type MailSendingStanding,
  type MailSendingWindowLimits,
} from '@immodesk/contracts/vocabulary/mailSendingLimits';
import type { PlanType } from '@immodesk/contracts/vocabulary/plans';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import type { Clock } from '@immodesk/platform/ports/clock';
import { allowanceStore, type Allowance } from '@immodesk/platform/rateLimit/allowanceStore';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

export type MailAllowanceRequest = {
  isOwnerEmailVerified: boolean;
  /** The plan in force, and the end of the trial when there is one (ISO instant). */
  planType: PlanType;
  trialEndsAt: string | null;
  /** Every address the message mails: each recipient and each CC and BCC copy. */
  addresses: number;
};

/** Which limits apply: an unverified owner's, a trial's or the Free plan's (nothing paid yet), or a paid plan's. */
export function mailSendingStanding(request: MailAllowanceRequest, now: Date): MailSendingStanding {
  if (!request.isOwnerEmailVerified) return 'unverified';
  const isTrial = request.trialEndsAt !== null && new Date(request.trialEndsAt) > now;
  return request.planType === 'free' || isTrial ? 'trial_or_free' : 'paid';
}

function windows(key: string, limits: MailSendingWindowLimits, addresses: number): Allowance[] {
  return [
    { key: `mail-messages:${key}`, cost: 1, limit: limits.messagesPerHour, windowMs: HOUR },
    { key: `mail-messages:${key}`, cost: 1, limit: limits.messagesPerDay, windowMs: DAY },
    { key: `mail-recipients:${key}`, cost: addresses, limit: limits.recipientsPerHour, windowMs: HOUR },
    { key: `mail-recipients:${key}`, cost: addresses, limit: limits.recipientsPerDay, windowMs: DAY },
  ];
}

/**
 * Takes one message and its addresses from the organization's and the sender's hourly and daily mail allowances
 * before the message is recorded, or refuses it (429 `rate_limited`, with the seconds until the refusing window
 * ends in `retryAfterSeconds`). Counted in the database, atomically, so the limits hold across parallel requests
 * and instances; a refused message takes nothing.
 */
export async function reserveMailAllowance(
  dataSource: DataSource,
  clock: Clock,
  context: RequestContext,
  request: MailAllowanceRequest,
): Promise<void> {
  const limits = MAIL_SENDING_LIMITS[mailSendingStanding(request, clock.now())];
  const verdict = await allowanceStore(dataSource).take(
    [
      ...windows(`org:${context.organizationId}`, limits.organization, request.addresses),
      ...windows(`user:${context.userId}`, limits.user, request.addresses),
    ],
    clock.now(),
  );
  if (!verdict.isAllowed)
    throw new AppError('rate_limited', {
      messageKey: 'errors.mailLimitReached',
      params: {
        retryAfterSeconds: verdict.retryAfterSeconds,
        retryAfterMinutes: Math.ceil(verdict.retryAfterSeconds / 60),
        recipientsPerHour: limits.organization.recipientsPerHour,
        recipientsPerDay: limits.organization.recipientsPerDay,
      },
    });
}
