import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startJobRunner } from '../../jobs/jobRunner';
import { jobLocks } from '../../jobs/jobLocks';
import { createLogger } from '../../logger';
import { platformDatabaseModule } from '../../platformDatabaseModule';
import { createTestDatabase, type TestDatabase } from '../../testing/testDatabase';
import { movableClock } from '../../testing/movableClock';
import { deliverPendingMail, MAX_DELIVERY_ATTEMPTS, retryDelayMs } from './mailDelivery';
import type { MailTransport, OutgoingMail } from './Mailer';
import { OutboxMailEntity } from './outboxEntity';
import { OutboxMailer } from './OutboxMailer';

function recordingTransport(
  options: { failures?: number; delayMs?: number } = {},
): MailTransport & { delivered: OutgoingMail[] } {
  let failures = options.failures ?? 0;
  const delivered: OutgoingMail[] = [];
  return {
    delivered,
    async deliver(mail) {
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      if (failures > 0) {
        failures -= 1;
        throw new Error('provider unavailable');
      }
      delivered.push(mail);
    },
    async check() {},
  };
}

const logger = createLogger({ level: 'silent' });

describe('mail delivery from the outbox', () => {
  let database: TestDatabase;
  let clock: ReturnType<typeof movableClock>;
  let outbox: OutboxMailer;

  beforeAll(async () => {
    database = await createTestDatabase([platformDatabaseModule]);
  });
  afterAll(async () => database?.drop());
  beforeEach(async () => {
    await database.dataSource.getRepository(OutboxMailEntity).clear();
    clock = movableClock('2026-03-15T09:00:00Z');
    outbox = new OutboxMailer(database.dataSource, clock);
  });

  const mail = (n: number): OutgoingMail => ({
    to: `user${n}@example.be`,
    subject: `Mail ${n}`,
    text: `Open https://app.example.be/verify-email?token=${n}`,
    html: '<p>x</p>',
    language: 'nl',
    kind: 'verify_email',
  });

  it('keeps a mail pending through a provider outage and sends it once the provider is back', async () => {
    await outbox.send(mail(1));
    const transport = recordingTransport({ failures: 2 });
    const deps = { dataSource: database.dataSource, clock, transport, logger };

    expect(await deliverPendingMail(deps)).toEqual({ sent: 0, retried: 1, failed: 0 });
    let [row] = await database.dataSource.getRepository(OutboxMailEntity).find();
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'Error: provider unavailable' });
    expect(row?.nextAttemptAt?.getTime()).toBe(clock.now().getTime() + retryDelayMs(1));

    // Not due yet: nothing is attempted.
    expect(await deliverPendingMail(deps)).toEqual({ sent: 0, retried: 0, failed: 0 });
    clock.advance(retryDelayMs(1));
    expect(await deliverPendingMail(deps)).toEqual({ sent: 0, retried: 1, failed: 0 });
    clock.advance(retryDelayMs(2));
    expect(await deliverPendingMail(deps)).toEqual({ sent: 1, retried: 0, failed: 0 });
    [row] = await database.dataSource.getRepository(OutboxMailEntity).find();
    expect(row).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect(transport.delivered.map((delivered) => delivered.subject)).toEqual(['Mail 1']);
  });

  it('sends every mail exactly once when two instances run the job at the same moment', async () => {
    for (let n = 0; n < 12; n += 1) await outbox.send(mail(n));
    const transport = recordingTransport({ delayMs: 5 });
    const instance = (owner: string) =>
      startJobRunner(
        { dataSource: database.dataSource, clock, logger, owner },
        [
          {
            name: 'mail-delivery',
            intervalMs: 1000,
            leaseMs: 60_000,
            run: () => deliverPendingMail({ dataSource: database.dataSource, clock, transport, logger }),
          },
        ],
        { schedule: false },
      );
    const [a, b] = [instance('a'), instance('b')];
    await Promise.all([
      a.runOnce('mail-delivery'),
      b.runOnce('mail-delivery'),
      a.runOnce('mail-delivery'),
      b.runOnce('mail-delivery'),
    ]);
    await Promise.all([a.runOnce('mail-delivery'), b.runOnce('mail-delivery')]);
    expect(transport.delivered).toHaveLength(12);
    expect(new Set(transport.delivered.map((delivered) => delivered.to)).size).toBe(12);
    await Promise.all([a.stop(), b.stop()]);
  });

  it('gives a job lease to one instance until it is released or expires', async () => {
    const locks = jobLocks(database.dataSource);
    const now = clock.now();
    expect(await locks.tryAcquire('lease-test', 'a', now, 60_000)).toBe(true);
    expect(await locks.tryAcquire('lease-test', 'b', now, 60_000)).toBe(false);
    expect(await locks.tryAcquire('lease-test', 'b', new Date(now.getTime() + 60_001), 60_000)).toBe(true);
    await locks.release('lease-test', 'b', new Date(now.getTime() + 60_002));
    expect(await locks.tryAcquire('lease-test', 'a', new Date(now.getTime() + 60_003), 60_000)).toBe(true);
  });

  describe('tokens at rest', () => {
    const tokenMail: OutgoingMail = {
      to: 'an@example.be',
      subject: 'Reset',
      text: 'Open https://app.example.be/reset-password?token=live-token-abc',
      html: '<a href="https://app.example.be/reset-password?token=live-token-abc">Reset</a>',
      kind: 'reset_password',
      secrets: ['live-token-abc'],
    };
    const stored = async () => (await database.dataSource.getRepository(OutboxMailEntity).find())[0];

    it('replaces the token in text and html once the transport accepted the mail, and hands the transport the live one', async () => {
      await outbox.send(tokenMail);
      expect((await stored())?.textBody).toContain('live-token-abc');
      const transport = recordingTransport();
      await deliverPendingMail({ dataSource: database.dataSource, clock, transport, logger });
      expect(transport.delivered[0]?.text).toContain('token=live-token-abc');
      const row = await stored();
      expect(row).toMatchObject({
        status: 'sent',
        secrets: null,
        textBody: 'Open https://app.example.be/reset-password?token=[redacted]',
      });
      expect(row?.htmlBody).toBe(
        '<a href="https://app.example.be/reset-password?token=[redacted]">Reset</a>',
      );
      expect(row?.redactedAt?.getTime()).toBe(clock.now().getTime());
    });

    it('also redacts a mail given up after the last attempt', async () => {
      await outbox.send(tokenMail);
      const transport = recordingTransport({ failures: MAX_DELIVERY_ATTEMPTS });
      for (let attempt = 1; attempt <= MAX_DELIVERY_ATTEMPTS; attempt += 1) {
        await deliverPendingMail({ dataSource: database.dataSource, clock, transport, logger });
        clock.advance(retryDelayMs(attempt));
      }
      expect(await stored()).toMatchObject({
        status: 'failed',
        textBody: 'Open https://app.example.be/reset-password?token=[redacted]',
      });
    });

    it('keeps the link working when the outbox is the mailbox (development)', async () => {
      await outbox.send(tokenMail);
      const transport = Object.assign(recordingTransport(), { isOutboxTheMailbox: true });
      await deliverPendingMail({ dataSource: database.dataSource, clock, transport, logger });
      expect((await stored())?.textBody).toContain('token=live-token-abc');
    });
  });
});
