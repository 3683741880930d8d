import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { isUniqueViolation } from '@immodesk/platform/database/uniqueViolation';
import type { Clock } from '@immodesk/platform/ports/clock';
import { indexationReminder, type IndexationReminder } from '../domain/indexationReminder';
import { IndexationReminderEntity } from '../entities/IndexationReminderEntity';
import { rentIndexationRepository } from '../repositories/rentIndexationRepository';
import { healthIndexBases } from './healthIndex';
import type { IndexationSubject } from './rentIndexations';

export type ClaimedIndexationReminder = IndexationReminder & { contractId: string };

/**
 * The `indexation-reminders` job's step for one organization: the reminder each lease deserves today (anniversary
 * within 30 days, or an indexation still claimable), each claimed once per lease and anniversary (a unique key, so
 * two job instances never both give it). Answers the reminders claimed now.
 */
export async function claimIndexationReminders(
  dataSource: DataSource,
  clock: Clock,
  context: RequestContext,
  subjects: IndexationSubject[],
): Promise<ClaimedIndexationReminder[]> {
  const [index, rows] = await Promise.all([
    healthIndexBases(dataSource),
    rentIndexationRepository(dataSource).listForContracts(
      context.organizationId,
      subjects.map((subject) => subject.contractId),
    ),
  ]);
  const repository = dataSource.getRepository(IndexationReminderEntity);
  const claimed: ClaimedIndexationReminder[] = [];
  for (const subject of subjects) {
    const history = rows
      .filter((row) => row.contractId === subject.contractId)
      .map((row) => ({ anniversaryDate: row.anniversaryDate, newRentCents: row.newRentCents }));
    const reminder = indexationReminder({
      lease: subject.lease,
      epcLabel: subject.epcLabel,
      requestDate: subject.requestDate,
      history,
      index,
    });
    if (!reminder) continue;
    try {
      await repository.insert({
        organizationId: context.organizationId,
        contractId: subject.contractId,
        anniversaryDate: reminder.anniversaryDate,
        kind: reminder.kind,
        createdAt: clock.now(),
      });
      claimed.push({ ...reminder, contractId: subject.contractId });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  return claimed;
}
