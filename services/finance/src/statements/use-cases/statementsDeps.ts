import type { DataSource } from 'typeorm';
import type { Clock } from '@immodesk/platform/ports/clock';
import type { ReceiptAllocator } from '../domain/bankLine';

export type StatementsDeps = {
  dataSource: DataSource;
  clock: Clock;
  /** The finance service's payment allocation (one transfer may pay several due items). */
  allocateReceipts: ReceiptAllocator;
};
