import type { DataSource } from 'typeorm';
import { rentReminderRepository } from '../repositories/rentReminderRepository';

/** Gives claims back (the step could not be carried out; the next run tries again). */
export function releaseOverdueSteps(dataSource: DataSource, claimIds: readonly string[]): Promise<void> {
  return rentReminderRepository(dataSource).release(claimIds);
}
