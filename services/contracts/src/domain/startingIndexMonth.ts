import type { Contract } from './contract';

function monthBefore(date: string): string {
  const [year = 0, month = 1] = date.split('-').map(Number);
  const previous = new Date(Date.UTC(year, month - 2, 1));
  return `${previous.getUTCFullYear()}-${String(previous.getUTCMonth() + 1).padStart(2, '0')}`;
}

/**
 * The starting index's month (YYYY-MM) when the contract does not state one (shared/domain/rental-law.md §1): in
 * Flanders the month before the lease entered into force (Vlaams Woninghuurdecreet art. 34; lexgo.be 13065), in
 * Brussels and Wallonia the month before it was signed (be.brussels "Rental price indexation"; trends.levif.be):
 * the contract's signing date.
 */
export function startingIndexMonth(contract: Pick<Contract, 'region' | 'startsOn' | 'signedOn'>): string {
  return monthBefore(contract.region === 'flanders' ? contract.startsOn : contract.signedOn);
}
