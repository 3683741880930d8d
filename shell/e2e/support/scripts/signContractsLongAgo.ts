import { databaseTarget, openDatabase, createServices } from '@immodesk/bff/composition';
import { generateRentSchedules } from '@immodesk/bff/use-cases/generateRentSchedules';
import { syncPropertyOccupancy } from '@immodesk/bff/use-cases/syncPropertyOccupancy';
import { createInProcessContractsApi } from '@immodesk/contracts-service/contractsApi';
import { loadConfig } from '@immodesk/platform/config';
import { fixedClock } from '@immodesk/platform/ports/clock';

/**
 * Signs draft contracts as on their signing date (no tenant has to sign online), lets the calendar make them
 * active, and runs the rent-schedule job once, so their due items exist at once, in the database of DATA_DIR.
 * Usage: tsx signContractsLongAgo.ts <contractId>...
 */
async function main(): Promise<void> {
  const contractIds = process.argv.slice(2);
  const config = loadConfig();
  const dataSource = await openDatabase(databaseTarget(config));
  try {
    const services = createServices(config, dataSource);
    for (const id of contractIds) {
      const rows: { organization_id: string; signed_on: string | Date }[] = await dataSource.query('SELECT organization_id, signed_on FROM contracts WHERE id = ?', [id]);
      const [contract] = rows;
      if (!contract) throw new Error(`No contract ${id}`);
      const [owner] = (await dataSource.query('SELECT id FROM users WHERE organization_id = ?', [contract.organization_id])) as { id: string }[];
      const context = { organizationId: contract.organization_id, userId: owner?.id ?? '' };
      const signedOn = contract.signed_on instanceof Date ? contract.signed_on.toISOString().slice(0, 10) : String(contract.signed_on).slice(0, 10);
      const thatDay = createInProcessContractsApi(dataSource, fixedClock(`${signedOn}T10:00:00Z`));
      await thatDay.markSent(context, { id });
      const signed = await thatDay.markSigned(context, { id });
      await services.contracts.advanceContract(context, { id });
      await syncPropertyOccupancy(services, context, signed.propertyId);
    }
    await generateRentSchedules({ dataSource, clock: services.clock });
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
