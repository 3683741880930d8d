import type { DataSource } from 'typeorm';
import { rentReminderRepository } from '../repositories/rentReminderRepository';

/** Remembers the outbox mail of a reminder step (deleted with the organization's data). */
export function recordReminderMail(dataSource: DataSource, claimId: string, mailId: string): Promise<void> {
  return rentReminderRepository(dataSource).setMailId(claimId, mailId);
}
