import { randomUUID } from 'node:crypto';
import { insertRows } from '@immodesk/platform/database/insertRows';
import { In, type DataSource, type EntityManager } from 'typeorm';
import { pageWindow } from '@immodesk/platform/domain/page';
import type { ContractListQuery, ContractStatus } from '../domain/contract';
import { ContractEntity, type ContractRow } from '../entities/ContractEntity';
import { ContractTenantEntity } from '../entities/ContractTenantEntity';

export type StoredContract = { row: ContractRow; tenantIds: string[] };

export function contractRepository(dataSource: DataSource | EntityManager) {
  const manager = 'manager' in dataSource ? dataSource.manager : dataSource;
  const contracts = manager.getRepository(ContractEntity);
  const links = manager.getRepository(ContractTenantEntity);

  async function tenantIdsOf(contractIds: string[]): Promise<Map<string, string[]>> {
    const result = new Map<string, string[]>(contractIds.map((id) => [id, []]));
    if (contractIds.length === 0) return result;
    const rows = await links.find({ where: { contractId: In(contractIds) }, order: { position: 'ASC' } });
    for (const link of rows) result.get(link.contractId)?.push(link.tenantId);
    return result;
  }

  async function withTenants(rows: ContractRow[]): Promise<StoredContract[]> {
    const tenants = await tenantIdsOf(rows.map((row) => row.id));
    return rows.map((row) => ({ row, tenantIds: tenants.get(row.id) ?? [] }));
  }

  return {
    async insert(row: Omit<ContractRow, 'id'>, tenantIds: string[]): Promise<StoredContract> {
      const saved = await contracts.save(contracts.create(row));
      await links.save(
        tenantIds.map((tenantId, position) =>
          links.create({ organizationId: row.organizationId, contractId: saved.id, tenantId, position }),
        ),
      );
      return { row: saved, tenantIds };
    },

    /** Many new contracts with their tenants, a few hundred per statement; answers them with their ids. */
    async insertMany(
      drafts: readonly { row: Omit<ContractRow, 'id'>; tenantIds: string[] }[],
    ): Promise<StoredContract[]> {
      const stored = drafts.map((draft) => ({
        row: { ...draft.row, id: randomUUID() },
        tenantIds: draft.tenantIds,
      }));
      const tenantLinks = stored.flatMap(({ row, tenantIds }) =>
        tenantIds.map((tenantId, position) => ({
          id: randomUUID(),
          organizationId: row.organizationId,
          contractId: row.id,
          tenantId,
          position,
        })),
      );
      await insertRows(
        manager,
        ContractEntity,
        stored.map(({ row }) => row),
      );
      await insertRows(manager, ContractTenantEntity, tenantLinks);
      return stored;
    },

    /** The same columns set to the same values on many of the organization's contracts, in one statement. */
    async updateMany(
      organizationId: string,
      ids: readonly string[],
      values: Partial<ContractRow>,
    ): Promise<void> {
      if (ids.length > 0) await contracts.update({ organizationId, id: In([...ids]) }, values);
    },

    async findById(organizationId: string, id: string): Promise<StoredContract | null> {
      const row = await contracts.findOne({ where: { organizationId, id } });
      return row ? { row, tenantIds: (await tenantIdsOf([row.id])).get(row.id) ?? [] } : null;
    },

    save: (row: ContractRow) => contracts.save(row),

    async replaceTenants(organizationId: string, contractId: string, tenantIds: string[]): Promise<void> {
      await links.delete({ organizationId, contractId });
      await links.save(
        tenantIds.map((tenantId, position) =>
          links.create({ organizationId, contractId, tenantId, position }),
        ),
      );
    },

    async remove(organizationId: string, id: string): Promise<void> {
      await links.delete({ organizationId, contractId: id });
      await contracts.delete({ organizationId, id });
    },

    /** The next per-organization sequence number (a unique index catches a concurrent duplicate). */
    async nextSequenceNumber(organizationId: string): Promise<number> {
      const result = await contracts
        .createQueryBuilder('contract')
        .select('MAX(contract.sequenceNumber)', 'max')
        .where('contract.organizationId = :organizationId', { organizationId })
        .getRawOne<{ max: number | string | null }>();
      return Number(result?.max ?? 0) + 1;
    },

    async list(
      organizationId: string,
      query: ContractListQuery,
    ): Promise<{ items: StoredContract[]; total: number }> {
      const builder = contracts
        .createQueryBuilder('contract')
        .where('contract.organizationId = :organizationId', { organizationId });
      if (query.propertyId)
        builder.andWhere('contract.propertyId = :propertyId', { propertyId: query.propertyId });
      if (query.status) builder.andWhere('contract.status = :status', { status: query.status });
      if (query.tenantId) {
        builder.andWhere(
          'contract.id IN (SELECT link.contract_id FROM contract_tenants link WHERE link.organization_id = :organizationId AND link.tenant_id = :tenantId)',
          { tenantId: query.tenantId },
        );
      }
      const { offset, limit } = pageWindow(query);
      const [rows, total] = await builder
        .orderBy('contract.startsOn', 'DESC')
        .addOrderBy('contract.version', 'DESC')
        .addOrderBy('contract.id', 'ASC')
        .skip(offset)
        .take(limit)
        .getManyAndCount();
      return { items: await withTenants(rows), total };
    },

    /** The organization's contracts among `ids` (unknown and other organizations' ids are left out). */
    async findByIds(organizationId: string, ids: readonly string[]): Promise<StoredContract[]> {
      if (ids.length === 0) return [];
      return withTenants(await contracts.find({ where: { organizationId, id: In([...ids]) } }));
    },

    /**
     * What the rent schedule reads of every organization's contracts in one of the statuses, with the first tenant,
     * in one query of plain columns (the job reads every lease each hour).
     */
    scheduleTermsWithStatus: (
      statuses: ContractStatus[],
      only?: { organizationId: string; ids: readonly string[] },
    ) => {
      const builder = contracts
        .createQueryBuilder('contract')
        .leftJoin(
          ContractTenantEntity.options.name,
          'link',
          'link.contractId = contract.id AND link.position = 0',
        )
        .select('contract.organizationId', 'organizationId')
        .addSelect('contract.id', 'contractId')
        .addSelect('contract.propertyId', 'propertyId')
        .addSelect('link.tenantId', 'tenantId')
        .addSelect('contract.status', 'status')
        .addSelect('contract.startsOn', 'startsOn')
        .addSelect('contract.endsOn', 'endsOn')
        .addSelect('contract.terminationDate', 'terminationDate')
        .addSelect('contract.rentCents', 'rentCents')
        .addSelect('contract.chargesCents', 'chargesCents')
        .addSelect('contract.paymentFrequency', 'paymentFrequency')
        .addSelect('contract.rentDueDay', 'rentDueDay')
        .where('contract.status IN (:...statuses)', { statuses });
      if (only) {
        builder.andWhere('contract.organizationId = :organizationId', {
          organizationId: only.organizationId,
        });
        builder.andWhere(only.ids.length > 0 ? 'contract.id IN (:...ids)' : '1 = 0', { ids: only.ids });
      }
      return builder.orderBy('contract.id', 'ASC').getRawMany<{
        organizationId: string;
        contractId: string;
        propertyId: string;
        tenantId: string | null;
        status: ContractStatus;
        startsOn: string | Date;
        endsOn: string | Date;
        terminationDate: string | Date | null;
        rentCents: number | string;
        chargesCents: number | string;
        paymentFrequency: ContractRow['paymentFrequency'];
        rentDueDay: number | string;
      }>();
    },

    /** Contracts of any organization the calendar moves on `today` (signed → active, active → expired). */
    findDatedTransitionsDue: (today: string) =>
      contracts
        .createQueryBuilder('contract')
        .where(
          '(contract.status = :signed AND contract.startsOn <= :today) OR (contract.status = :active AND contract.endsOn < :today)',
          {
            signed: 'signed',
            active: 'active',
            today,
          },
        )
        .getMany(),

    countWithStatus(
      organizationId: string,
      filter: { propertyId?: string; tenantId?: string; statuses: ContractStatus[] },
    ): Promise<number> {
      const builder = contracts
        .createQueryBuilder('contract')
        .where('contract.organizationId = :organizationId', { organizationId })
        .andWhere('contract.status IN (:...statuses)', { statuses: filter.statuses });
      if (filter.propertyId)
        builder.andWhere('contract.propertyId = :propertyId', { propertyId: filter.propertyId });
      if (filter.tenantId) {
        builder.andWhere(
          'contract.id IN (SELECT link.contract_id FROM contract_tenants link WHERE link.organization_id = :organizationId AND link.tenant_id = :tenantId)',
          { tenantId: filter.tenantId },
        );
      }
      return builder.getCount();
    },

    /** Contracts with one of the statuses whose start…end (termination date first) overlaps `from`…`to`. */
    async listSignedOverlapping(
      organizationId: string,
      window: { from: string; to: string; statuses: ContractStatus[] },
    ): Promise<StoredContract[]> {
      const rows = await contracts
        .createQueryBuilder('contract')
        .where('contract.organizationId = :organizationId', { organizationId })
        .andWhere('contract.status IN (:...statuses)', { statuses: window.statuses })
        .andWhere('contract.startsOn <= :to', { to: window.to })
        .andWhere('COALESCE(contract.terminationDate, contract.endsOn) >= :from', { from: window.from })
        .orderBy('contract.startsOn', 'ASC')
        .addOrderBy('contract.id', 'ASC')
        .getMany();
      return withTenants(rows);
    },

    async propertyIdsWithStatus(organizationId: string, statuses: ContractStatus[]): Promise<string[]> {
      const rows = await contracts
        .createQueryBuilder('contract')
        .select('DISTINCT contract.propertyId', 'propertyId')
        .where('contract.organizationId = :organizationId', { organizationId })
        .andWhere('contract.status IN (:...statuses)', { statuses })
        .getRawMany<{ propertyId: string }>();
      return rows.map((row) => row.propertyId);
    },
  };
}

export type ContractRepository = ReturnType<typeof contractRepository>;
