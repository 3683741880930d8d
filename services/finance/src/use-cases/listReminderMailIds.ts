import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { rentReminderRepository } from '../repositories/rentReminderRepository';

/** The outbox mails of the organization's reminders (to its tenants): account deletion removes them. */
export function listReminderMailIds(dataSource: DataSource, context: RequestContext): Promise<string[]> {
  return rentReminderRepository(dataSource).mailIdsOf(context.organizationId);
}
