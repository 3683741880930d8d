import { randomUUID } from 'node:crypto';
import { LessThan, type DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import { ImportEntity, type ImportRow } from './importEntity';
import type { RentRollRow } from './rentRollRow';

/** A preview is kept this long; a later commit is 404 (the landlord uploads the file again). */
export const PREVIEW_LIFETIME_MS = 60 * 60 * 1000;

export type StoredPreview = { id: string; paidThrough: string | null; rows: RentRollRow[] };

/** The import previews, each scoped by organization: another organization's id reads as not found. */
export function importStore(dataSource: DataSource) {
  const imports = dataSource.getRepository(ImportEntity);
  return {
    async save(
      context: RequestContext,
      input: { userId: string; paidThrough: string | null; rows: RentRollRow[]; now: Date },
    ): Promise<string> {
      const id = randomUUID();
      // Expired previews of every organization go as new ones come: no job needed to keep the table small.
      await imports.delete({ expiresAt: LessThan(input.now) });
      await imports.insert({
        id,
        organizationId: context.organizationId,
        userId: input.userId,
        kind: 'rent_roll',
        paidThrough: input.paidThrough,
        rowsJson: JSON.stringify(input.rows),
        createdAt: input.now,
        expiresAt: new Date(input.now.getTime() + PREVIEW_LIFETIME_MS),
      });
      return id;
    },

    async get(context: RequestContext, id: string, now: Date): Promise<StoredPreview> {
      const row = await imports.findOneBy({ id, organizationId: context.organizationId, kind: 'rent_roll' });
      if (!row || row.expiresAt <= now) throw AppError.notFound('import');
      return { id: row.id, paidThrough: row.paidThrough, rows: JSON.parse(row.rowsJson) as RentRollRow[] };
    },

    async remove(context: RequestContext, id: string): Promise<void> {
      await imports.delete({ id, organizationId: context.organizationId });
    },

    /** The organization's previews for its data export (they hold the uploaded rows). */
    async exportOrganizationData(context: RequestContext): Promise<{ imports: ImportRow[] }> {
      return { imports: await imports.findBy({ organizationId: context.organizationId }) };
    },

    async deleteOrganizationData(context: RequestContext): Promise<void> {
      await imports.delete({ organizationId: context.organizationId });
    },
  };
}
