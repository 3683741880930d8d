import { createServices, databaseTarget, openDatabase } from '@immodesk/bff/composition';
import type { TPlanType } from '@immodesk/contracts/plan/plan.contract';
import { loadConfig } from '@immodesk/platform/config';

/**
 * Creates a verified owner with an empty organization on a given plan (set by the administrator, as
 * `npm run plan:set` does; `free` skips the sign-up's trial), in the database of DATA_DIR.
 * Usage: tsx createOrganization.ts <email> <password> <planType>
 */
async function main(): Promise<void> {
  const [email, password, planType] = process.argv.slice(2) as [string, string, TPlanType];
  const config = loadConfig();
  const dataSource = await openDatabase(databaseTarget(config));
  try {
    const services = createServices(config, dataSource);
    const context = await services.identity.registerOwner({
      email,
      password,
      firstName: 'Sofie',
      lastName: 'Janssens',
      language: 'nl',
      organizationName: 'Janssens Vastgoed',
      isEmailVerified: true,
    });
    await services.identity.changeOrganizationPlan(context, { planType });
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
