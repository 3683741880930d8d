import { randomUUID } from 'node:crypto';
import { In, type DataSource } from 'typeorm';
import { retryOnDeadlock } from '@immodesk/platform/database/uniqueViolation';
import {
  RentReminderEntity,
  type RentReminderRow,
  type RentReminderStep,
} from '../entities/RentReminderEntity';

const CHUNK = 500;

const claimKey = (step: { organizationId: string; rentPaymentId: string; step: string }) =>
  `${step.organizationId}|${step.rentPaymentId}|${step.step}`;

export function rentReminderRepository(dataSource: DataSource) {
  const reminders = dataSource.getRepository(RentReminderEntity);
  return {
    /** The steps already done for the given items. */
    async doneFor(rentPaymentIds: readonly string[]): Promise<RentReminderRow[]> {
      const rows: RentReminderRow[] = [];
      for (let index = 0; index < rentPaymentIds.length; index += CHUNK) {
        rows.push(
          ...(await reminders.find({
            where: { rentPaymentId: In(rentPaymentIds.slice(index, index + CHUNK)) },
          })),
        );
      }
      return rows;
    },

    /**
     * Claims steps: inserts them with "ignore duplicates" against UNIQUE (organization, item, step) and answers the
     * ones this call inserted (a concurrent run that got there first keeps its own), so each step happens once.
     */
    async claim(
      steps: readonly { organizationId: string; rentPaymentId: string; step: RentReminderStep }[],
      now: Date,
    ): Promise<RentReminderRow[]> {
      const claimed: RentReminderRow[] = [];
      // One key order for every writer keeps concurrent runs from locking each other's keys crosswise.
      const ordered = steps
        .map(({ organizationId, rentPaymentId, step }) => ({ organizationId, rentPaymentId, step }))
        .sort((a, b) => (claimKey(a) < claimKey(b) ? -1 : claimKey(a) > claimKey(b) ? 1 : 0));
      for (let index = 0; index < ordered.length; index += CHUNK) {
        const rows = ordered
          .slice(index, index + CHUNK)
          .map((step) => ({ ...step, id: randomUUID(), mailId: null, createdAt: now }));
        await retryOnDeadlock(() =>
          reminders
            .createQueryBuilder()
            .insert()
            .into(RentReminderEntity)
            .values(rows)
            .orIgnore()
            .updateEntity(false)
            .execute(),
        );
        claimed.push(...(await reminders.find({ where: { id: In(rows.map((row) => row.id)) } })));
      }
      return claimed;
    },

    async setMailId(id: string, mailId: string): Promise<void> {
      await reminders.update({ id }, { mailId });
    },

    async mailIdsOf(organizationId: string): Promise<string[]> {
      const rows = await reminders.find({ where: { organizationId }, select: { mailId: true } });
      return rows.flatMap((row) => (row.mailId ? [row.mailId] : []));
    },

    async release(ids: readonly string[]): Promise<void> {
      if (ids.length > 0) await reminders.delete({ id: In([...ids]) });
    },
  };
}
