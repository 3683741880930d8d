import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import type { Clock } from '@immodesk/platform/ports/clock';
import { conversationRepository } from '../repositories/conversationRepository';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The plan's allowance of AI Pilot questions (`questionsPerDay`, -1 unlimited) over the last 24 hours for the
 * whole organization: over it, 429 with the limit in the message.
 */
export async function assertQuestionAllowed(
  dataSource: DataSource,
  clock: Clock,
  context: RequestContext,
  input: { questionsPerDay: number },
): Promise<void> {
  if (input.questionsPerDay < 0) return;
  const since = new Date(clock.now().getTime() - DAY_MS);
  const asked = await conversationRepository(dataSource).countQuestionsSince(context.organizationId, since);
  if (asked >= input.questionsPerDay)
    throw new AppError('rate_limited', {
      messageKey: 'errors.aiDailyLimit',
      params: { limit: input.questionsPerDay },
    });
}
