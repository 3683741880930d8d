// Shared by the seed scripts in this folder, which support/seedScript.ts runs with tsx next to the running product.
import { createServices, databaseTarget, openDatabase, type Services } from '@immodesk/bff/composition';
import { loadConfig, type AppConfig } from '@immodesk/platform/config';

type OwnerInput = Parameters<Services['identity']['registerOwner']>[0];

/**
 * Runs `work` with the services on the product's database (DATA_DIR or DATABASE_URL), composed as the BFF composes
 * them, then closes it. What `work` returns is printed as JSON for the test that ran the script.
 */
export function runSeed(
  work: (services: Services, args: string[]) => Promise<unknown>,
  configure: (config: AppConfig) => AppConfig = (config) => config,
): void {
  const main = async () => {
    const config = loadConfig();
    const dataSource = await openDatabase(databaseTarget(config));
    try {
      const result = await work(createServices(configure(config), dataSource), process.argv.slice(2));
      if (result !== undefined) process.stdout.write(JSON.stringify(result));
    } finally {
      await dataSource.destroy();
    }
  };
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

/** A Dutch-speaking owner whose address is already verified, as if the mailed link had been followed. */
export function registerVerifiedOwner(
  services: Services,
  owner: Pick<OwnerInput, 'email' | 'password' | 'firstName' | 'lastName' | 'organizationName'>,
) {
  return services.identity.registerOwner({ ...owner, language: 'nl', isEmailVerified: true });
}
