import { listScheduledContracts } from '@immodesk/contracts-service/use-cases/scheduledContracts';
import { generateRentSchedules as generateSchedules, type ScheduleRun } from '@immodesk/finance/use-cases/generateRentSchedules';
import type { DataSource } from 'typeorm';
import type { Clock } from '@immodesk/platform/ports/clock';

export type RentScheduleDeps = { dataSource: DataSource; clock: Clock };

/**
 * The `rent-schedule` job: every organization's leases that owe (or owed) rent, read from the contracts service in
 * one query, get their due items from the finance service in batches (every organization, on the shared
 * database, like the contract-dates job). A lease ends its schedule on its end or termination date.
 */
export async function generateRentSchedules(deps: RentScheduleDeps): Promise<ScheduleRun> {
  const contracts = await listScheduledContracts(deps.dataSource);
  return generateSchedules(deps.dataSource, deps.clock, contracts);
}
