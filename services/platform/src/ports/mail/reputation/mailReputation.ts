import crypto from 'node:crypto';
import { In, type DataSource } from 'typeorm';
import { organizationTables } from '../../../database/organizationData';
import { AppError } from '../../../errors';
import type { Clock } from '../../clock';
import {
  MailEventEntity,
  MailSuppressionEntity,
  type MailEventKind,
  type MailSuppressionReason,
} from './mailReputationEntities';

/**
 * When an organization's mail stops. The product's domain sends every organization's mail, and Amazon SES judges
 * the whole account: it puts it under review from a 5 % bounce rate or a 0.1 % complaint rate, and may pause
 * it from 10 % and 0.5 % (SES Developer Guide, "Reputation metrics messages",
 * https://docs.aws.amazon.com/ses/latest/dg/reputationdashboardmessages.html). One organization must never carry
 * the account there, so its mail pauses at the review levels, measured on its own mail of the last 24 hours.
 * A minimum count keeps one mistyped address (one bounce in 3 mails) from pausing a small landlord.
 */
export const MAIL_REPUTATION_RULES = {
  windowMs: 24 * 60 * 60_000,
  maxBounceRate: 0.05,
  minBounces: 5,
  maxComplaintRate: 0.001,
  minComplaints: 2,
} as const;

export type MailStanding = {
  sent: number;
  bounces: number;
  complaints: number;
  isPaused: boolean;
};

/** What the provider (or the development driver) reported about a delivered mail. */
export type MailFeedback = {
  kind: MailSuppressionReason;
  /** The addresses that bounced for good, or complained. */
  addresses: string[];
  organizationId: string | null;
  /** The provider's notification id: a notification delivered twice counts once. */
  notificationId: string | null;
};

/** An address as the suppression list keys it. */
export function normalizedAddress(address: string): string {
  return address.trim().toLowerCase();
}
const normalized = normalizedAddress;

/** The sending reputation of each organization and the addresses never mailed again (tables `mail_events`, `mail_suppressions`). */
export function mailReputation(dataSource: DataSource, clock: Clock) {
  const events = () => dataSource.getRepository(MailEventEntity);
  const suppressions = () => dataSource.getRepository(MailSuppressionEntity);

  async function record(
    organizationId: string,
    kind: MailEventKind,
    ids: { mailId?: string | null; notificationId?: string | null },
  ): Promise<void> {
    await events().insert({
      id: crypto.randomUUID(),
      organizationId,
      kind,
      mailId: ids.mailId ?? null,
      notificationId: ids.notificationId ?? null,
      occurredAt: clock.now(),
    });
  }

  async function standing(organizationId: string): Promise<MailStanding> {
    const since = new Date(clock.now().getTime() - MAIL_REPUTATION_RULES.windowMs);
    // One grouped count: the port asks this before each mail it queues.
    const rows: { kind: MailEventKind; count: number | string }[] = await events()
      .createQueryBuilder('event')
      .select('event.kind', 'kind')
      .addSelect('COUNT(*)', 'count')
      .where('event.organizationId = :organizationId', { organizationId })
      .andWhere('event.kind IN (:...kinds)', { kinds: ['sent', 'bounce', 'complaint'] })
      .andWhere('event.occurredAt >= :since', { since })
      .groupBy('event.kind')
      .getRawMany();
    const count = (kind: MailEventKind) => Number(rows.find((row) => row.kind === kind)?.count ?? 0);
    const [sent, bounces, complaints] = [count('sent'), count('bounce'), count('complaint')];
    // A bounce can outrun its own "sent" (the development driver answers at once): never divide by less.
    const base = Math.max(sent, bounces + complaints, 1);
    const rules = MAIL_REPUTATION_RULES;
    const isPaused =
      (bounces >= rules.minBounces && bounces / base >= rules.maxBounceRate) ||
      (complaints >= rules.minComplaints && complaints / base >= rules.maxComplaintRate);
    return { sent, bounces, complaints, isPaused };
  }

  return {
    standing,

    /** 429 `rate_limited` while the organization's mail is paused, with what paused it. */
    async assertCanSend(organizationId: string): Promise<void> {
      const current = await standing(organizationId);
      if (current.isPaused)
        throw new AppError('rate_limited', {
          messageKey: 'errors.mailSendingPaused',
          params: { sent: current.sent, bounces: current.bounces, complaints: current.complaints },
          details: { reason: 'mail_sending_paused' },
        });
    },

    recordQueued: (organizationId: string, mailId: string) => record(organizationId, 'queued', { mailId }),
    recordSent: (organizationId: string, mailId: string) => record(organizationId, 'sent', { mailId }),

    /** The organization a queued mail was written for, or null (a mail of the product itself: sign-up, reset). */
    async organizationOf(mailId: string): Promise<string | null> {
      const row = await events().findOne({ where: { mailId, kind: 'queued' } });
      return row?.organizationId ?? null;
    },

    /** Counts a bounce or complaint for the organization (once per notification) and suppresses its addresses. */
    async recordFeedback(feedback: MailFeedback): Promise<void> {
      if (feedback.notificationId) {
        const seen = await events().findOne({ where: { notificationId: feedback.notificationId } });
        if (seen) return;
      }
      if (feedback.organizationId)
        await record(feedback.organizationId, feedback.kind, { notificationId: feedback.notificationId });
      for (const address of new Set(feedback.addresses.map(normalized))) {
        if (!address || address.length > 320) continue;
        if (await suppressions().findOne({ where: { address } })) continue;
        await suppressions()
          .insert({ address, reason: feedback.kind, createdAt: clock.now() })
          // Recorded by a parallel notification for the same address.
          .catch(async (error: unknown) => {
            if (!(await suppressions().findOne({ where: { address } }))) throw error;
          });
      }
    },

    /** Which of these addresses bounced or complained before (lower-cased). */
    async suppressedAmong(addresses: string[]): Promise<Set<string>> {
      const wanted = [...new Set(addresses.map(normalized))].filter(Boolean);
      if (wanted.length === 0) return new Set();
      const rows = await suppressions().find({ where: { address: In(wanted) } });
      return new Set(rows.map((row) => row.address));
    },

    ...bindOrganizationTables(dataSource),
  };
}

const reputationTables = organizationTables([{ entity: MailEventEntity }]);

function bindOrganizationTables(dataSource: DataSource) {
  return {
    exportOrganizationData: (context: { organizationId: string }) =>
      reputationTables.exportOrganizationData(dataSource, context),
    deleteOrganizationData: (context: { organizationId: string }) =>
      reputationTables.deleteOrganizationData(dataSource, context),
  };
}

export type MailReputation = ReturnType<typeof mailReputation>;
