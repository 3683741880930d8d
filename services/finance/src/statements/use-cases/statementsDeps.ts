import type { DataSource } from 'typeorm';
import type { Clock } from '@immodesk/platform/ports/clock';
import type { ReceiptAllocator, ReceiptReleaser } from '../domain/bankLine';

export type StatementsDeps = {
  dataSource: DataSource;
  clock: Clock;
  /** The finance service's payment allocation (one transfer may pay several due items). */
  allocateReceipts: ReceiptAllocator;
  /** The finance service removing what a line put on due items and credit (undo), the items recomputed. */
  releaseReceipts: ReceiptReleaser;
};
