import { MoreThanOrEqual, type DataSource, type EntityManager } from 'typeorm';
import { pageWindow, type PageQuery } from '@immodesk/platform/domain/page';
import { AiConversationEntity, type AiConversationRow } from '../entities/AiConversationEntity';
import { AiMessageEntity, type AiMessageRow } from '../entities/AiMessageEntity';

/** Works on the data source or inside a transaction's entity manager. */
export function conversationRepository(db: DataSource | EntityManager) {
  const conversations = db.getRepository(AiConversationEntity);
  const messages = db.getRepository(AiMessageEntity);
  return {
    insert: (
      row: Pick<AiConversationRow, 'organizationId' | 'userId' | 'title' | 'createdAt' | 'updatedAt'>,
    ) => conversations.save(conversations.create({ ...row, messageCount: 0, lastMessagePreview: null })),

    findById: (organizationId: string, id: string) =>
      conversations.findOne({ where: { organizationId, id } }),

    /** Takes the next message position atomically (the row stays locked until the transaction ends); false if absent. */
    async reserveNextPosition(organizationId: string, id: string): Promise<boolean> {
      const result = await conversations
        .createQueryBuilder()
        .update()
        .set({ messageCount: () => 'message_count + 1' })
        .where('id = :id AND organization_id = :organizationId', { id, organizationId })
        .execute();
      return (result.affected ?? 0) > 0;
    },

    async setPreview(
      organizationId: string,
      id: string,
      lastMessagePreview: string,
      updatedAt: Date,
    ): Promise<void> {
      await conversations.update({ organizationId, id }, { lastMessagePreview, updatedAt });
    },

    findOwnById: (organizationId: string, userId: string, id: string) =>
      conversations.findOne({ where: { organizationId, userId, id } }),

    listMessages: (organizationId: string, conversationId: string) =>
      messages.find({ where: { organizationId, conversationId }, order: { position: 'ASC' } }),

    /** The questions (user messages) the organization asked since an instant: the daily allowance counts them. */
    countQuestionsSince: (organizationId: string, since: Date) =>
      messages.count({ where: { organizationId, role: 'user', createdAt: MoreThanOrEqual(since) } }),

    insertMessage: (row: Omit<AiMessageRow, 'id'>) => messages.save(messages.create(row)),

    async list(
      organizationId: string,
      userId: string,
      page: PageQuery,
    ): Promise<{ rows: AiConversationRow[]; total: number }> {
      const { offset, limit } = pageWindow(page);
      const [rows, total] = await conversations.findAndCount({
        where: { organizationId, userId },
        order: { updatedAt: 'DESC', id: 'ASC' },
        skip: offset,
        take: limit,
      });
      return { rows, total };
    },
  };
}
