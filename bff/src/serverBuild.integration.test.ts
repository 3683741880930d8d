import fs from 'node:fs';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildCompiledServer,
  querySqlite as query,
  runCompiledCommand as runCommand,
  serverEnvironment as environment,
  SERVER_DIR,
  startCompiledServer,
  temporaryDir,
} from './testing/compiledServer';

// Issue 27: the production start runs plain `node` on compiled JavaScript; jobs run once as commands (CronJobs);
// JOBS=off replicas schedule nothing. Always on the embedded SQLite: this checks the build, not the database.
const cleanups: (() => void)[] = [];
const children: ChildProcess[] = [];
const dataDir = () => temporaryDir('immodesk-server-build-', cleanups);
const startServer = (env: NodeJS.ProcessEnv) => startCompiledServer(env, children);

async function jobLockNames(dir: string): Promise<string[]> {
  const rows = await query<{ name: string }>(dir, 'SELECT name FROM job_locks ORDER BY name');
  return rows.map((row) => row.name);
}

beforeAll(() => buildCompiledServer(), 150_000);

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  for (const cleanup of cleanups) cleanup();
});

describe('the compiled server', () => {
  it('holds our own code compiled in: no import of a TypeScript workspace is left for a loader', () => {
    const files = fs.readdirSync(SERVER_DIR).filter((file) => file.endsWith('.js'));
    expect(files).toEqual(expect.arrayContaining(['main.js', 'jobs.js', 'migrate.js']));
    for (const file of files) {
      expect(fs.readFileSync(path.join(SERVER_DIR, file), 'utf8')).not.toMatch(/from "@immodesk\//);
    }
  });

  it('migrates an empty database with migrate.js, then runs one job once with jobs.js', async () => {
    const dir = dataDir();
    const migrated = runCommand('migrate.js', [], environment(dir));
    expect(migrated).toMatchObject({ status: 0, json: { migrations: 'done' } });

    const ran = runCommand('jobs.js', ['rent-schedule'], environment(dir));
    expect(ran.status, ran.stderr).toBe(0);
    expect(ran.json).toMatchObject({ job: 'rent-schedule', outcome: 'ran', result: { proposed: 0 } });
    expect(await jobLockNames(dir)).toEqual(['rent-schedule']);
  }, 120_000);

  it('skips a job whose lease another instance holds, and names every job when asked for an unknown one', async () => {
    const dir = dataDir();
    runCommand('migrate.js', [], environment(dir));
    await query(dir, 'INSERT INTO job_locks (name, owner, locked_until) VALUES (?, ?, ?)', [
      'rent-overdue',
      'another-pod',
      '2999-01-01 00:00:00.000',
    ]);
    const skipped = runCommand('jobs.js', ['rent-overdue'], environment(dir));
    expect(skipped).toMatchObject({ status: 0, json: { job: 'rent-overdue', outcome: 'skipped' } });

    const unknown = runCommand('jobs.js', ['rent-everything'], environment(dir));
    expect(unknown.status).toBe(2);
    expect(unknown.json.jobs).toEqual(
      expect.arrayContaining([
        'mail-delivery',
        'rent-schedule',
        'rent-overdue',
        'rent-requests',
        'health-index',
      ]),
    );
  }, 120_000);

  it('answers /api/health/database with plain node; JOBS=off schedules no job, JOBS=on does', async () => {
    const scheduled = dataDir();
    const on = await startServer(environment(scheduled, { MAIL_DELIVERY_INTERVAL_MS: '100' }));
    await expect.poll(() => jobLockNames(scheduled), { timeout: 20_000 }).toContain('mail-delivery');
    on.child.kill('SIGTERM');

    const requestsOnly = dataDir();
    const off = await startServer(
      environment(requestsOnly, { MAIL_DELIVERY_INTERVAL_MS: '100', JOBS: 'off' }),
    );
    const health = await fetch(`${off.origin}/api/health/database`);
    expect(health.status).toBe(200);
    // Ten delivery intervals: a scheduled job would have taken its lease many times over.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await jobLockNames(requestsOnly)).toEqual([]);
    off.child.kill('SIGTERM');
  }, 150_000);
});

describe('on SIGTERM', () => {
  it('finishes every request it accepted, then refuses new connections and exits 0', async () => {
    // A time limit far above what the sign-ins take even on a loaded machine: this checks that none is lost.
    const dir = dataDir();
    const { child, origin } = await startServer(environment(dir, { SHUTDOWN_TIMEOUT_MS: '100000' }));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    // Sign-ins with a wrong password: each one hashes (argon2), so many are still running when SIGTERM arrives.
    const signIns = Array.from({ length: 12 }, (_, n) =>
      fetch(`${origin}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: origin },
        body: JSON.stringify({ email: `nobody${n}@example.be`, password: 'not-the-password-1' }),
      }).then(
        (response) => response.status,
        (error: unknown) => `lost: ${String((error as { cause?: unknown }).cause ?? error)}`,
      ),
    );
    // Every sign-in counts against the address's limit as it starts: once all 12 are counted, all are accepted.
    await expect
      .poll(
        async () => {
          const [row] = await query<{ hits: number | null }>(
            dir,
            "SELECT MAX(hits) AS hits FROM rate_limits WHERE bucket LIKE 'login%'",
          );
          return Number(row?.hits ?? 0);
        },
        { timeout: 60_000, interval: 50 },
      )
      .toBe(12);
    child.kill('SIGTERM');

    expect(await Promise.all(signIns)).toEqual(Array.from({ length: 12 }, () => 401));
    expect(await exited).toBe(0);
    await expect(fetch(`${origin}/api/health/live`)).rejects.toThrow();
  }, 180_000);
});
