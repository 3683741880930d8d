import os from 'node:os';
import { defineConfig } from 'vitest/config';

// Vitest's default is one worker fewer than the cores: a single worker on the two-core CI machine. The server tests
// spend most of their time waiting for the database, so at least three files run side by side.
const maxWorkers = Math.max(3, os.availableParallelism() - 1);

// Two projects: server code runs in Node against real databases, front-end code in jsdom.
// Integration tests use SQLite always and MariaDB/MySQL when DATABASE_URL is set (CI).
export default defineConfig({
  test: {
    maxWorkers,
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
