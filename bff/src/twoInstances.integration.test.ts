import crypto from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sesLocalModule from 'aws-ses-v2-local';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCTION_CHANNELS_ENV } from '@immodesk/platform/testing/productionChannelsEnv';
import { createEmptyTestTarget } from '@immodesk/platform/testing/testDatabase';
import {
  buildCompiledServer,
  freePort,
  serverEnvironment,
  startCompiledServer,
  temporaryDir,
  type CompiledServer,
} from './testing/compiledServer';

// A CommonJS build of an ES module: Node's loader hands over `module.exports`, whose `default` is the function.
const sesLocal = (sesLocalModule as unknown as { default?: typeof sesLocalModule }).default ?? sesLocalModule;

// Issue 27: two BFF processes (the compiled server) on one database, as two replicas behind one address: a
// session made on one holds on the other, a rate limit counts across both, and the outbox job both run every
// 100 ms sends each mail once. On MySQL/MariaDB only (DATABASE_URL, CI's MariaDB run): the embedded SQLite default
// is one process, and two processes writing one SQLite file get SQLITE_BUSY at once when a read transaction
// upgrades to a write, which is not a deployment we offer.
const ON_MYSQL = Boolean(process.env.DATABASE_URL);
type StoredMail = { destination: { to: string[] }; subject: string; body: { text?: string } };

const cleanups: (() => void | Promise<void>)[] = [];
const children: ChildProcess[] = [];
let ses: Server;
let sesEndpoint = '';
let first: CompiledServer;
let second: CompiledServer;
let publicUrl = '';
let clientNumber = 0;

async function mailsTo(address: string): Promise<StoredMail[]> {
  const store = (await (await fetch(`${sesEndpoint}/store`)).json()) as { emails: StoredMail[] };
  return store.emails.filter((mail) => mail.destination.to.includes(address));
}

/** One visitor: its own address (the replicas sit behind one proxy), the Origin of the public address. */
function visitor() {
  clientNumber += 1;
  const headers = {
    'Content-Type': 'application/json',
    Origin: publicUrl,
    'X-Forwarded-For': `198.51.100.${clientNumber}`,
  };
  return {
    headers,
    post: (server: CompiledServer, path: string, body: unknown, cookie = '') =>
      fetch(`${server.origin}${path}`, {
        method: 'POST',
        headers: { ...headers, ...(cookie ? { Cookie: cookie } : {}) },
        body: JSON.stringify(body),
      }),
  };
}

const account = () => {
  const stamp = crypto.randomBytes(4).toString('hex');
  return {
    firstName: 'Eva',
    lastName: 'Janssens',
    email: `replica-${stamp}@example.test`,
    password: `Sterk-Wachtwoord-${stamp}`,
    language: 'nl',
  };
};

beforeAll(async () => {
  if (!ON_MYSQL) return;
  buildCompiledServer();
  ses = await sesLocal({ host: '127.0.0.1', port: 0 });
  sesEndpoint = `http://127.0.0.1:${(ses.address() as AddressInfo).port}`;
  cleanups.push(() => {
    ses.closeAllConnections();
    ses.close();
  });
  const database = await createEmptyTestTarget();
  cleanups.push(() => database.drop());
  const files = temporaryDir('immodesk-two-instances-', cleanups);
  const [firstPort, secondPort] = [await freePort(), await freePort()];
  publicUrl = `http://127.0.0.1:${firstPort}`;
  const shared = {
    ...PRODUCTION_CHANNELS_ENV,
    ...(database.target.kind === 'mysql' ? { DATABASE_URL: database.target.url } : {}),
    NODE_ENV: 'production',
    PUBLIC_URL: publicUrl,
    SESSION_SECRET: crypto.randomBytes(32).toString('base64url'),
    TRUSTED_PROXIES: '1',
    MAIL_DRIVER: 'ses',
    SES_ENDPOINT: sesEndpoint,
    SES_ACCESS_KEY_ID: 'local',
    SES_SECRET_ACCESS_KEY: 'local',
    MAIL_DELIVERY_INTERVAL_MS: '100',
  };
  const dataDir = database.target.kind === 'sqlite' ? database.target.file.replace(/\/[^/]+$/, '') : files;
  // The first migrates; the second starts as a replica does after the migrations Job.
  first = await startCompiledServer(serverEnvironment(dataDir, shared), children, firstPort);
  second = await startCompiledServer(
    serverEnvironment(dataDir, { ...shared, MIGRATE_ON_START: 'off' }),
    children,
    secondPort,
  );
}, 240_000);

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe.runIf(ON_MYSQL)('two instances on one database', () => {
  it('sends the sign-up mail once although both deliver the outbox, and a session from one holds on the other', async () => {
    const eva = account();
    const browser = visitor();
    expect((await browser.post(first, '/api/auth/signup', eva)).status).toBe(201);
    await expect.poll(() => mailsTo(eva.email), { timeout: 30_000 }).toHaveLength(1);
    // Both instances keep delivering every 100 ms: a second copy would arrive within this time.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const [verification] = await mailsTo(eva.email);
    expect(await mailsTo(eva.email)).toHaveLength(1);

    const token = /verify-email\?token=([\w-]+)/.exec(verification?.body.text ?? '')?.[1];
    expect((await browser.post(second, '/api/auth/verify-email', { token })).ok).toBe(true);
    const login = await browser.post(first, '/api/auth/login', { email: eva.email, password: eva.password });
    expect(login.status).toBe(200);
    const cookie = login.headers
      .getSetCookie()
      .map((header) => header.split(';')[0])
      .join('; ');

    const onSecond = await fetch(`${second.origin}/api/auth/user`, {
      headers: { ...browser.headers, Cookie: cookie },
    });
    expect(onSecond.status).toBe(200);
    expect(await onSecond.json()).toMatchObject({ email: eva.email });
    const logout = await fetch(`${second.origin}/api/logout`, {
      headers: { ...browser.headers, Cookie: cookie },
      redirect: 'manual',
    });
    expect(logout.status).toBe(302);
    const afterLogout = await fetch(`${first.origin}/api/auth/user`, {
      headers: { ...browser.headers, Cookie: cookie },
    });
    expect(afterLogout.status).toBe(401);
  }, 120_000);

  it('counts a rate limit across both: the 11th sign-up from one address within the hour is refused', async () => {
    const browser = visitor();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const server = attempt % 2 === 0 ? first : second;
      statuses.push((await browser.post(server, '/api/auth/signup', account())).status);
    }
    expect(statuses).toEqual([...Array.from({ length: 10 }, () => 201), 429]);
  }, 120_000);
});
