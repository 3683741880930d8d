import { defineConfig } from 'vitest/config';

// Two projects: server code runs in Node against real databases, front-end code in jsdom.
// Integration tests use SQLite always and MariaDB/MySQL when DATABASE_URL is set (CI).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          // Each module list is migrated once per run and copied into every test database.
          globalSetup: ['./services/platform/src/testing/migratedTemplateSetup.ts'],
          include: [
            'services/**/*.test.ts',
            'contracts/**/*.test.ts',
            'bff/**/*.test.ts',
            'scripts/**/*.test.ts',
            'infra/**/*.test.ts',
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          environment: 'jsdom',
          setupFiles: ['./vitest.web-setup.ts'],
          include: ['shell/{app,sdk,ui-kit}/**/*.test.{ts,tsx}', 'mf-*/src/**/*.test.{ts,tsx}'],
          testTimeout: 15_000,
        },
      },
    ],
  },
});
