import type { DataSource, EntityManager } from 'typeorm';
import { In } from 'typeorm';
import { insertRows } from '@immodesk/platform/database/insertRows';
import { pageWindow, type PageQuery } from '@immodesk/platform/domain/page';
import { RentPaymentEntity } from '../../entities/RentPaymentEntity';
import type { BankLineStatus, LineCandidate, OpenDueItem } from '../domain/bankLine';
import { BankLineEntity, type BankLineRow } from '../entities/BankLineEntity';
import { KnownPayerAccountEntity } from '../entities/KnownPayerAccountEntity';

/** Rows per INSERT or IN (…): well within SQLite's and MariaDB's limits on parameters. */
const CHUNK = 400;

/** Lines per outcome UPDATE: nine parameters each. */
const OUTCOME_CHUNK = 200;

function chunks<T>(values: readonly T[], size = CHUNK): T[][] {
  const result: T[][] = [];
  for (let index = 0; index < values.length; index += size) result.push(values.slice(index, index + size));
  return result;
}

/** What matching decided for one stored line. */
export type LineOutcome = Pick<BankLineRow, 'id' | 'status' | 'matchReason' | 'candidates' | 'allocations'>;

export function bankLineRepository(source: DataSource | EntityManager) {
  const lines = source.getRepository(BankLineEntity);
  const payers = source.getRepository(KnownPayerAccountEntity);
  const dueItems = source.getRepository(RentPaymentEntity);
  return {
    async existingFingerprints(
      organizationId: string,
      fingerprints: readonly string[],
    ): Promise<Set<string>> {
      const found = new Set<string>();
      for (const part of chunks(fingerprints)) {
        const rows = await lines.find({
          select: { fingerprint: true },
          where: { organizationId, fingerprint: In(part) },
        });
        for (const row of rows) found.add(row.fingerprint);
      }
      return found;
    },

    async insertMany(rows: readonly BankLineRow[]): Promise<void> {
      for (const part of chunks(rows))
        await insertRows(source, BankLineEntity, part, { ignoreDuplicates: false });
    },

    insertOne: (row: BankLineRow) => lines.insert(row),

    findById: (organizationId: string, id: string) => lines.findOne({ where: { organizationId, id } }),

    /**
     * Writes the outcomes of many lines (status, reason, candidates, allocations), a few hundred per UPDATE: each
     * column set through `CASE id WHEN … THEN …`, so one statement serves lines with different outcomes.
     */
    async updateOutcomes(
      organizationId: string,
      outcomes: readonly LineOutcome[],
      updatedAt: Date,
    ): Promise<void> {
      for (const part of chunks(outcomes, OUTCOME_CHUNK)) {
        const parameters: Record<string, unknown> = { organizationId, updatedAt };
        const cases = (column: string, value: (outcome: LineOutcome) => string | null) =>
          `CASE id ${part
            .map((outcome, index) => {
              parameters[`${column}Id${index}`] = outcome.id;
              parameters[`${column}${index}`] = value(outcome);
              return `WHEN :${column}Id${index} THEN :${column}${index}`;
            })
            .join(' ')} END`;
        const columns = {
          status: cases('status', (outcome) => outcome.status),
          matchReason: cases('matchReason', (outcome) => outcome.matchReason),
          candidates: cases('candidates', (outcome) => outcome.candidates),
          allocations: cases('allocations', (outcome) => outcome.allocations),
        };
        parameters.ids = part.map((outcome) => outcome.id);
        await lines
          .createQueryBuilder()
          .update(BankLineEntity)
          .set({
            status: () => columns.status,
            matchReason: () => columns.matchReason,
            candidates: () => columns.candidates,
            allocations: () => columns.allocations,
            updatedAt,
          })
          .where('organization_id = :organizationId AND id IN (:...ids)', parameters)
          .execute();
      }
    },

    async update(
      organizationId: string,
      id: string,
      changes: Partial<Omit<BankLineRow, 'id' | 'organizationId'>>,
    ): Promise<void> {
      await lines.update({ organizationId, id }, changes);
    },

    /** Claims a line for a hand assignment: false when it was matched meanwhile. */
    async claimForAssignment(organizationId: string, id: string, updatedAt: Date): Promise<boolean> {
      const result = await lines
        .createQueryBuilder()
        .update(BankLineEntity)
        .set({ status: 'matched', updatedAt })
        .where('organization_id = :organizationId AND id = :id AND status <> :matched', {
          organizationId,
          id,
          matched: 'matched',
        })
        .execute();
      return (result.affected ?? 0) > 0;
    },

    async list(
      organizationId: string,
      filter: { status?: BankLineStatus | undefined } & PageQuery,
    ): Promise<{ rows: BankLineRow[]; total: number }> {
      const { offset, limit } = pageWindow(filter);
      const [rows, total] = await lines.findAndCount({
        where: { organizationId, ...(filter.status ? { status: filter.status } : {}) },
        order: { bookingDate: 'DESC', importedAt: 'DESC', id: 'ASC' },
        skip: offset,
        take: limit,
      });
      return { rows, total };
    },

    /** The due items proposed on lines waiting for the landlord's confirmation (status candidate), of these organizations. */
    async itemsAwaitingConfirmation(organizationIds: readonly string[]): Promise<Set<string>> {
      const found = new Set<string>();
      for (const part of chunks([...new Set(organizationIds)])) {
        const rows = await lines.find({
          select: { id: true, candidates: true },
          where: { organizationId: In(part), status: 'candidate' },
        });
        for (const row of rows)
          for (const candidate of JSON.parse(row.candidates) as LineCandidate[])
            found.add(candidate.rentPaymentId);
      }
      return found;
    },

    /** Claims a matched line for undoing it: false when it is not matched (any more). */
    async claimForUndo(organizationId: string, id: string, updatedAt: Date): Promise<boolean> {
      const result = await lines
        .createQueryBuilder()
        .update(BankLineEntity)
        .set({ status: 'unmatched', updatedAt })
        .where('organization_id = :organizationId AND id = :id AND status = :matched', {
          organizationId,
          id,
          matched: 'matched',
        })
        .execute();
      return (result.affected ?? 0) > 0;
    },

    /** The organization's due items of a contract with money still owed, oldest first. */
    async openDueItems(organizationId: string): Promise<OpenDueItem[]> {
      const rows = await dueItems
        .createQueryBuilder('item')
        .where('item.organizationId = :organizationId', { organizationId })
        .andWhere('item.contractId IS NOT NULL')
        .andWhere('item.paidCents < item.amountDueCents')
        .orderBy('item.dueDate', 'ASC')
        .addOrderBy('item.period', 'ASC')
        .getMany();
      return rows.map((row) => ({
        id: row.id,
        contractId: row.contractId ?? '',
        period: row.period,
        dueDate: row.dueDate,
        outstandingCents: row.amountDueCents - row.paidCents,
      }));
    },

    /** The organization's due items among `ids` (others' and unknown ids are left out). */
    dueItemsByIds: (organizationId: string, ids: readonly string[]) =>
      ids.length === 0 ? Promise.resolve([]) : dueItems.find({ where: { organizationId, id: In([...ids]) } }),

    async knownPayers(
      organizationId: string,
      ibans: readonly string[],
    ): Promise<{ iban: string; contractId: string }[]> {
      const result: { iban: string; contractId: string }[] = [];
      for (const part of chunks([...new Set(ibans)])) {
        const rows = await payers.find({ where: { organizationId, iban: In(part) } });
        result.push(...rows.map((row) => ({ iban: row.iban, contractId: row.contractId })));
      }
      return result;
    },

    /** Remembers which accounts paid which contracts' rent (each pair once; one already known is left as it is). */
    async learnPayers(
      organizationId: string,
      pairs: readonly { iban: string; contractId: string }[],
      learnedAt: Date,
    ): Promise<void> {
      if (pairs.length === 0) return;
      const known = new Set(
        (
          await this.knownPayers(
            organizationId,
            pairs.map((pair) => pair.iban),
          )
        ).map((pair) => `${pair.iban}|${pair.contractId}`),
      );
      const fresh = [
        ...new Map(
          pairs
            .filter((pair) => !known.has(`${pair.iban}|${pair.contractId}`))
            .map((pair) => [`${pair.iban}|${pair.contractId}`, pair]),
        ).values(),
      ];
      // Learned at the same moment by another import: the unique index keeps one (INSERT IGNORE / OR IGNORE).
      for (const part of chunks(fresh))
        await payers
          .createQueryBuilder()
          .insert()
          .into(KnownPayerAccountEntity)
          .values(part.map((pair) => ({ id: crypto.randomUUID(), organizationId, ...pair, learnedAt })))
          .orIgnore()
          .updateEntity(false)
          .execute();
    },
  };
}
