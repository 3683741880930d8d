import { In, type DataSource } from 'typeorm';
import { pageWindow } from '@immodesk/platform/domain/page';
import type { MessageListQuery } from '../domain/message';
import { MessageEntity, type MessageRow } from '../entities/MessageEntity';
import { MessageRecipientEntity, type MessageRecipientRow } from '../entities/MessageRecipientEntity';

/** Every query is scoped to one organization. */
export function messageRepository(dataSource: DataSource) {
  const messages = dataSource.getRepository(MessageEntity);
  const recipients = dataSource.getRepository(MessageRecipientEntity);
  return {
    async insert(message: MessageRow, rows: MessageRecipientRow[]): Promise<void> {
      await dataSource.transaction(async (manager) => {
        await manager.getRepository(MessageEntity).insert(message);
        await manager.getRepository(MessageRecipientEntity).insert(rows);
      });
    },

    async list(
      organizationId: string,
      query: MessageListQuery,
    ): Promise<{ rows: MessageRow[]; total: number }> {
      const { offset, limit } = pageWindow(query);
      const builder = messages
        .createQueryBuilder('message')
        .where('message.organizationId = :organizationId', { organizationId })
        .orderBy('message.createdAt', 'DESC')
        .addOrderBy('message.id', 'DESC')
        .skip(offset)
        .take(limit);
      if (query.recipientId) {
        builder.andWhere(
          `message.id IN (${recipients
            .createQueryBuilder('recipient')
            .select('recipient.messageId')
            .where('recipient.organizationId = :organizationId AND recipient.contactId = :contactId')
            .getQuery()})`,
          { contactId: query.recipientId },
        );
      }
      const [rows, total] = await builder.getManyAndCount();
      return { rows, total };
    },

    findById: (organizationId: string, id: string) => messages.findOne({ where: { organizationId, id } }),

    /** The recipients of these messages, in the order they were entered. */
    recipientsOf: (organizationId: string, messageIds: string[]) =>
      messageIds.length === 0
        ? Promise.resolve([])
        : recipients.find({
            where: { organizationId, messageId: In(messageIds) },
            order: { position: 'ASC' },
          }),

    async mailIds(organizationId: string): Promise<string[]> {
      const rows = await recipients.find({ where: { organizationId }, select: { mailId: true } });
      return rows.flatMap((row) => (row.mailId ? [row.mailId] : []));
    },

    /** Erases a deleted contact from every recipient row that named it; answers how many rows. */
    async forgetContact(organizationId: string, contactId: string, updatedAt: Date): Promise<number> {
      const result = await recipients.update(
        { organizationId, contactId },
        { contactId: null, name: null, email: '', updatedAt },
      );
      return result.affected ?? 0;
    },

    async recordMail(
      organizationId: string,
      messageId: string,
      recipientId: string,
      mailId: string,
      updatedAt: Date,
    ): Promise<void> {
      await recipients.increment({ organizationId, messageId, id: recipientId }, 'sendCount', 1);
      await recipients.update({ organizationId, messageId, id: recipientId }, { mailId, updatedAt });
    },
  };
}
