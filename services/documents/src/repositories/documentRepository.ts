import { In, type DataSource, type EntityManager, type FindOptionsWhere } from 'typeorm';
import { containsPattern } from '@immodesk/platform/database/likePattern';
import { pageWindow } from '@immodesk/platform/domain/page';
import type { DocumentListQuery, DocumentSortField } from '../domain/document';
import { DocumentEntity, type DocumentRow } from '../entities/DocumentEntity';

/** Names sort without regard to case on every database (MariaDB's collation does, SQLite's would not). */
const SORT_COLUMNS: Record<DocumentSortField, string> = {
  name: 'LOWER(document.fileName)',
  type: 'document.type',
  size: 'document.sizeBytes',
  uploadedAt: 'document.uploadedAt',
};

/** Either condition (TypeORM reads an array of conditions as OR), each scoped by the organization. */
function forProperty(
  organizationId: string,
  propertyId: string,
  taskIds: string[],
): FindOptionsWhere<DocumentRow>[] {
  return taskIds.length === 0
    ? [{ organizationId, propertyId }]
    : [
        { organizationId, propertyId },
        { organizationId, taskId: In(taskIds) },
      ];
}

export function documentRepository(dataSource: DataSource | EntityManager) {
  const documents = dataSource.getRepository(DocumentEntity);
  return {
    insert: (row: DocumentRow) => documents.save(documents.create(row)),

    findById: (organizationId: string, id: string) => documents.findOne({ where: { organizationId, id } }),

    rename: (organizationId: string, id: string, fileName: string, modifiedAt: Date) =>
      documents.update({ organizationId, id }, { fileName, modifiedAt }),

    /** The bytes all the organization's stored files take. */
    async sumSizeBytes(organizationId: string): Promise<number> {
      const result = await documents
        .createQueryBuilder('document')
        .select('COALESCE(SUM(document.sizeBytes), 0)', 'total')
        .where('document.organizationId = :organizationId', { organizationId })
        .getRawOne<{ total: string | number }>();
      return Number(result?.total ?? 0);
    },

    findByTasks: (organizationId: string, taskIds: string[]) =>
      taskIds.length === 0
        ? Promise.resolve([])
        : documents.find({ where: { organizationId, taskId: In(taskIds) } }),

    /** The property's own documents and the attachments of its tasks. */
    findForProperty: (organizationId: string, propertyId: string, taskIds: string[]) =>
      documents.find({ where: forProperty(organizationId, propertyId, taskIds) }),

    countForProperty: (organizationId: string, propertyId: string, taskIds: string[]) =>
      documents.count({ where: forProperty(organizationId, propertyId, taskIds) }),

    /** Clears the tenant link of the organization's documents of that tenant; answers how many were linked. */
    async unlinkTenant(organizationId: string, tenantId: string): Promise<number> {
      const result = await documents.update({ organizationId, tenantId }, { tenantId: null });
      return result.affected ?? 0;
    },

    deleteByIds: async (organizationId: string, ids: string[]) => {
      if (ids.length > 0) await documents.delete({ organizationId, id: In(ids) });
    },

    async list(
      organizationId: string,
      query: DocumentListQuery,
    ): Promise<{ rows: DocumentRow[]; total: number }> {
      const builder = documents
        .createQueryBuilder('document')
        .where('document.organizationId = :organizationId', { organizationId });
      if (query.q) builder.andWhere("document.fileName LIKE :q ESCAPE '!'", { q: containsPattern(query.q) });
      if (query.type) builder.andWhere('document.type = :type', { type: query.type });
      if (query.propertyId)
        builder.andWhere('document.propertyId = :propertyId', { propertyId: query.propertyId });
      if (query.tenantId) builder.andWhere('document.tenantId = :tenantId', { tenantId: query.tenantId });
      if (query.taskId) builder.andWhere('document.taskId = :taskId', { taskId: query.taskId });
      const { offset, limit } = pageWindow(query);
      const [rows, total] = await builder
        .orderBy(SORT_COLUMNS[query.sort ?? 'uploadedAt'], query.order === 'asc' ? 'ASC' : 'DESC')
        .addOrderBy('document.id', 'ASC')
        .skip(offset)
        .take(limit)
        .getManyAndCount();
      return { rows, total };
    },
  };
}
