import type { ContractRow } from '@immodesk/contracts-service/entities/ContractEntity';

/** What every bench lease shares: a Flemish main residence in Dutch, neither amended, rendered nor terminated. */
const BENCH_LEASE = {
  type: 'main_residence',
  region: 'flanders',
  version: 1,
  amendsContractId: null,
  chargesKind: 'provision',
  depositType: 'blocked_account',
  guarantorName: null,
  guarantorEmail: null,
  indexBaseMonth: null,
  epcCertificateNumber: null,
  terminationDate: null,
  terminationReason: null,
  registeredOn: null,
  language: 'nl',
  pdfDocumentId: null,
  docxDocumentId: null,
} as const satisfies Partial<ContractRow>;

/** A contract row for the benches to insert: `lease` gives what differs from one lease to the next. */
export function benchLease(lease: Omit<ContractRow, keyof typeof BENCH_LEASE>): ContractRow {
  return { ...BENCH_LEASE, ...lease };
}
