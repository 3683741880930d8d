import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import sesLocalModule from 'aws-ses-v2-local';
import { PRODUCTION_CHANNELS_ENV } from '@immodesk/platform/testing/productionChannelsEnv';

// A CommonJS build of an ES module: Node's own loader (tsx) hands over `module.exports`, whose `default` is the function.
const sesLocal = (sesLocalModule as unknown as { default?: typeof sesLocalModule }).default ?? sesLocalModule;

export type ProductionEnv = { env: Record<string, string>; close(): Promise<void> };

/**
 * What the BFF needs to start as in production on loopback: a random SESSION_SECRET and a real mail driver (SES),
 * here pointed at the local SES emulator so a mail never leaves the machine. The bench so measures the production
 * code paths (no dev routes, no response checks, the SES transport in place).
 */
export async function productionBffEnv(port: number): Promise<ProductionEnv> {
  const ses = await sesLocal({ host: '127.0.0.1', port: 0 });
  ses.unref();
  return {
    env: {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      SESSION_SECRET: crypto.randomBytes(32).toString('base64url'),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      MAIL_DRIVER: 'ses',
      ...PRODUCTION_CHANNELS_ENV,
      SES_ENDPOINT: `http://127.0.0.1:${(ses.address() as AddressInfo).port}`,
      SES_ACCESS_KEY_ID: 'local',
      SES_SECRET_ACCESS_KEY: 'local',
    },
    close: () => {
      ses.closeAllConnections();
      return new Promise<void>((resolve) => ses.close(() => resolve()));
    },
  };
}
