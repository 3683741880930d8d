import type { DataSource } from 'typeorm';
import { containsPattern } from '@immodesk/platform/database/likePattern';
import { pageWindow } from '@immodesk/platform/domain/page';
import type { ContractorListQuery } from '../domain/contractor';
import { ContractorEntity, type ContractorRow } from '../entities/ContractorEntity';

export function contractorRepository(dataSource: DataSource) {
  const contractors = dataSource.getRepository(ContractorEntity);
  return {
    insert: (row: Omit<ContractorRow, 'id'>) => contractors.save(contractors.create(row)),

    findById: (organizationId: string, id: string) => contractors.findOne({ where: { organizationId, id } }),

    save: (row: ContractorRow) => contractors.save(row),

    remove: (organizationId: string, id: string) => contractors.delete({ organizationId, id }),

    async list(
      organizationId: string,
      query: ContractorListQuery,
    ): Promise<{ rows: ContractorRow[]; total: number }> {
      const builder = contractors
        .createQueryBuilder('contractor')
        .where('contractor.organizationId = :organizationId', { organizationId });
      if (query.q) {
        builder.andWhere(
          "(contractor.firstName LIKE :q ESCAPE '!' OR contractor.lastName LIKE :q ESCAPE '!' OR contractor.companyName LIKE :q ESCAPE '!' OR contractor.email LIKE :q ESCAPE '!')",
          { q: containsPattern(query.q) },
        );
      }
      if (query.ids) {
        if (query.ids.length === 0) return { rows: [], total: 0 };
        builder.andWhere('contractor.id IN (:...ids)', { ids: query.ids });
      }
      if (query.specialty)
        builder.andWhere('contractor.specialty = :specialty', { specialty: query.specialty });
      if (query.isActive !== undefined)
        builder.andWhere('contractor.isActive = :isActive', { isActive: query.isActive });
      const { offset, limit } = pageWindow(query);
      const [rows, total] = await builder
        .orderBy('contractor.sortName', 'ASC')
        .addOrderBy('contractor.id', 'ASC')
        .skip(offset)
        .take(limit)
        .getManyAndCount();
      return { rows, total };
    },
  };
}
