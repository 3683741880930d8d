import { EntitySchema } from 'typeorm';
import { entityColumn } from '@immodesk/platform/database/entityColumns';

/** A stored file whose record is gone but whose delete failed; the document-file-deletions job retries it. */
export type DocumentFileDeletionRow = {
  storageKey: string;
  attempts: number;
  nextAttemptAt: Date;
  lastError: string | null;
  createdAt: Date;
};

export const DocumentFileDeletionEntity = new EntitySchema<DocumentFileDeletionRow>({
  name: 'DocumentFileDeletion',
  tableName: 'document_file_deletions',
  columns: {
    storageKey: entityColumn.varchar(200, { name: 'storage_key', primary: true }),
    attempts: entityColumn.int({ default: 0 }),
    nextAttemptAt: entityColumn.instant({ name: 'next_attempt_at' }),
    lastError: entityColumn.varchar(500, { name: 'last_error', nullable: true }),
    createdAt: entityColumn.instant({ name: 'created_at' }),
  },
});
