import { EntitySchema } from 'typeorm';
import { instantColumn } from '@immodesk/platform/database/columns';

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
    storageKey: { name: 'storage_key', type: 'varchar', length: 200, primary: true },
    attempts: { type: 'int', default: 0 },
    nextAttemptAt: { name: 'next_attempt_at', type: 'datetime', precision: 3, transformer: instantColumn },
    lastError: { name: 'last_error', type: 'varchar', length: 500, nullable: true },
    createdAt: { name: 'created_at', type: 'datetime', precision: 3, transformer: instantColumn },
  },
});
