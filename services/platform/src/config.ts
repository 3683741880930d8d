import path from 'node:path';
import { z } from 'zod';
import { isLoopbackUrl } from './loopback';
import { sessionSecretProblem } from './sessionSecret';

/** Social sign-in: a provider is enabled when both its client id and secret are set (see oauthProviderSettings). */
const OAUTH_ENVIRONMENT = {
  OAUTH_GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  OAUTH_GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  OAUTH_GOOGLE_ISSUER: z.string().url().default('https://accounts.google.com'),
  OAUTH_APPLE_CLIENT_ID: z.string().min(1).optional(),
  OAUTH_APPLE_CLIENT_SECRET: z.string().min(1).optional(),
  OAUTH_APPLE_ISSUER: z.string().url().default('https://appleid.apple.com'),
  OAUTH_GITHUB_CLIENT_ID: z.string().min(1).optional(),
  OAUTH_GITHUB_CLIENT_SECRET: z.string().min(1).optional(),
  OAUTH_X_CLIENT_ID: z.string().min(1).optional(),
  OAUTH_X_CLIENT_SECRET: z.string().min(1).optional(),
};

/** Every environment variable the product reads. README.md has the same list as a table. */
export const ZEnvironment = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  PUBLIC_URL: z.string().url().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^(mysql|mariadb):\/\//, 'DATABASE_URL must start with mysql:// or mariadb://')
    .optional(),
  SESSION_SECRET: z.string().optional(),
  // Which scheduled jobs this process runs on its own timers: `on` (all, the embedded default), `off` (none: they
  // run as Kubernetes CronJobs through `node dist/server/jobs.js <job>`), or a comma-separated list of job names.
  JOBS: z
    .string()
    .regex(/^(on|off|[a-z-]+(,[a-z-]+)*)$/, 'JOBS must be on, off or a comma-separated list of job names')
    .default('on'),
  // `npm run backup`: the folder of the dated backups (default DATA_DIR/backups) and how many of them to keep.
  BACKUP_DIR: z.string().optional(),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(14),
  // How long requests in flight at SIGTERM may take before their connections are cut (below Kubernetes'
  // terminationGracePeriodSeconds, 40 s in infra/k8s).
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(25_000),
  // `off` when a migrations Job migrates before the replicas start, so replicas never migrate side by side.
  MIGRATE_ON_START: z.enum(['on', 'off']).default('on'),
  // How many reverse proxies in front of the BFF append to X-Forwarded-For; 0: the header is never believed.
  TRUSTED_PROXIES: z.coerce.number().int().min(0).max(10).default(0),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  REMOTES_CONFIG: z.string().optional(),
  BRANDING_CONFIG: z.string().optional(),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('eu-west-1'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  // Path-style URLs (`endpoint/bucket/key`) for S3-compatible stores; unset: path style exactly when S3_ENDPOINT is set.
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
  // Server-side encryption asked for every stored object: `AES256` (S3-managed keys) or `aws:kms` (with S3_SSE_KMS_KEY_ID).
  S3_SERVER_SIDE_ENCRYPTION: z.enum(['AES256', 'aws:kms']).optional(),
  S3_SSE_KMS_KEY_ID: z.string().min(1).optional(),
  // `log` (alias `outbox`): mails wait in the outbox table and are "delivered" to the server log; `ses`: sent through SES.
  MAIL_DRIVER: z.enum(['log', 'outbox', 'ses']).default('log'),
  MAIL_DELIVERY_INTERVAL_MS: z.coerce.number().int().min(100).default(5000),
  MAIL_FROM: z.string().email().default('no-reply@immodesk.be'),
  SES_REGION: z.string().default('eu-west-1'),
  SES_ENDPOINT: z.string().url().optional(),
  SES_ACCESS_KEY_ID: z.string().optional(),
  SES_SECRET_ACCESS_KEY: z.string().optional(),
  // The configuration set whose event destination publishes bounces and complaints to the SNS topic below.
  SES_CONFIGURATION_SET: z.string().min(1).optional(),
  // The SNS topic whose signed notifications POST /api/public/mail/ses-notifications accepts; unset: none (404).
  SES_NOTIFICATION_TOPIC_ARN: z.string().startsWith('arn:aws').optional(),
  SERVICE_TOKEN: z.string().min(32, 'SERVICE_TOKEN must be at least 32 characters').optional(),
  PROPERTIES_SERVICE_URL: z.string().url().optional(),
  CONTACTS_SERVICE_URL: z.string().url().optional(),
  FINANCE_SERVICE_URL: z.string().url().optional(),
  DOCUMENTS_SERVICE_URL: z.string().url().optional(),
  AI_SERVICE_URL: z.string().url().optional(),
  // Geocoding of property addresses: the built-in Belgian postal-code list, or a Nominatim-compatible server.
  GEOCODER: z.enum(['postal_code', 'nominatim']).default('postal_code'),
  NOMINATIM_URL: z.string().url().optional(),
  NOMINATIM_USER_AGENT: z.string().min(1).default('Immodesk/1.0 (rental management)'),
  // Map tiles of the property map (XYZ template); empty turns tiles off (marker on a plain background).
  MAP_TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MESSAGING_SERVICE_URL: z.string().url().optional(),
  CONTRACTS_SERVICE_URL: z.string().url().optional(),
  IDENTITY_SERVICE_URL: z.string().url().optional(),
  BILLING_SERVICE_URL: z.string().url().optional(),
  // Statbel's health index file ("CPI All base years") for index:update and the daily job: a URL or a local path.
  HEALTH_INDEX_SOURCE_URL: z.string().min(1).optional(),
  // Card payments (Stripe). Without a secret key checkout offers bank transfer only.
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_PRICE_BASIC_MONTHLY: z.string().min(1).optional(),
  STRIPE_PRICE_BASIC_YEARLY: z.string().min(1).optional(),
  STRIPE_PRICE_PROFESSIONAL_MONTHLY: z.string().min(1).optional(),
  STRIPE_PRICE_PROFESSIONAL_YEARLY: z.string().min(1).optional(),
  // Another Stripe API address: the local double of the tests and the e2e (never in production).
  STRIPE_API_HOST: z.string().min(1).optional(),
  STRIPE_API_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
  // The provider's own account for subscription payments by bank transfer (a development default outside production).
  BILLING_IBAN: z.string().min(1).optional(),
  BILLING_BIC: z.string().min(1).optional(),
  BILLING_BENEFICIARY: z.string().min(1).optional(),
  // 1 shows the diagnostics pages (/stripe-debug, /google-api-debug, /stripe-test) in production.
  DIAGNOSTICS: z.enum(['0', '1']).default('0'),
  // AI Pilot: an OpenAI-compatible chat-completions endpoint (with AI_MODEL); unset, the built-in provider answers without a model.
  AI_BASE_URL: z.string().url().optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().min(1).optional(),
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  // Web push (RFC 8292): the key pair (`npx web-push generate-vapid-keys`) and a contact (mailto: or https:).
  // Unset outside production, a pair is generated once and kept in the database.
  VAPID_PUBLIC_KEY: z.string().min(1).optional(),
  VAPID_PRIVATE_KEY: z.string().min(1).optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'VAPID_SUBJECT must be a mailto: address or an https:// URL')
    .optional(),
  // Notification texts: `log` keeps them in the database and on /dev/mailbox; `twilio` sends them (Messages API).
  SMS_DRIVER: z.enum(['log', 'twilio']).default('log'),
  TWILIO_ACCOUNT_SID: z.string().min(1).optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  // A Twilio number (E.164), an alphanumeric sender id, or a Messaging Service SID (MG…).
  TWILIO_FROM: z.string().min(1).optional(),
  TWILIO_API_URL: z.string().url().default('https://api.twilio.com'),
  ...OAUTH_ENVIRONMENT,
});

export type Environment = z.infer<typeof ZEnvironment>;

export type AppConfig = Environment & {
  /** NODE_ENV=production, or any PUBLIC_URL that is not a loopback address (see isLoopbackUrl). */
  isProduction: boolean;
  dataDir: string;
  filesDir: string;
  sqlitePath: string;
  backupDir: string;
  publicUrl: string;
  sessionSecret: string;
};

const DEVELOPMENT_SECRET = 'immodesk-development-secret-not-for-production';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function productionProblems(env: Environment): string[] {
  const problems: string[] = [];
  const secretProblem = sessionSecretProblem(env.SESSION_SECRET);
  if (secretProblem) problems.push(secretProblem);
  if (!env.PUBLIC_URL)
    problems.push('PUBLIC_URL is required in production (the address users open, for links in mails).');
  else if (!isLoopbackUrl(env.PUBLIC_URL) && new URL(env.PUBLIC_URL).protocol !== 'https:') {
    problems.push(
      `PUBLIC_URL must start with https:// in production (${env.PUBLIC_URL}): session cookies are sent only with the Secure flag.`,
    );
  }
  if (env.MAIL_DRIVER !== 'ses') {
    problems.push(
      `MAIL_DRIVER=${env.MAIL_DRIVER} only logs mails; production needs MAIL_DRIVER=ses (with SES_REGION and credentials) so mails with sign-in links reach their owner and never the server log.`,
    );
  }
  if (env.STORAGE_DRIVER === 's3' && !env.S3_BUCKET)
    problems.push('S3_BUCKET is required when STORAGE_DRIVER=s3.');
  const remoteServices = [
    env.PROPERTIES_SERVICE_URL,
    env.CONTACTS_SERVICE_URL,
    env.FINANCE_SERVICE_URL,
    env.DOCUMENTS_SERVICE_URL,
    env.AI_SERVICE_URL,
    env.MESSAGING_SERVICE_URL,
    env.CONTRACTS_SERVICE_URL,
    env.IDENTITY_SERVICE_URL,
    env.BILLING_SERVICE_URL,
  ];
  if (remoteServices.some(Boolean) && !env.SERVICE_TOKEN)
    problems.push('SERVICE_TOKEN is required when a service runs on its own (*_SERVICE_URL).');
  problems.push(...halfConfiguredOAuthProviders(env));
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET)
    problems.push(
      'STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY: without it no payment, renewal or cancellation would reach the product.',
    );
  if (env.STRIPE_API_HOST)
    problems.push('STRIPE_API_HOST points Stripe at a test double; unset it in production.');
  problems.push(...notificationChannelProblems(env));
  return problems;
}

/** Push and SMS notifications need their keys in production: a generated key or a logged text would reach nobody. */
function notificationChannelProblems(env: Environment): string[] {
  const problems: string[] = [];
  if (!env.VAPID_PUBLIC_KEY || !env.VAPID_PRIVATE_KEY || !env.VAPID_SUBJECT)
    problems.push(
      "VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT are required in production (web push); generate a pair once with `npx web-push generate-vapid-keys` and keep it: a new pair ends every browser's subscription.",
    );
  if (env.SMS_DRIVER !== 'twilio')
    problems.push(
      'SMS_DRIVER=log only records texts; production needs SMS_DRIVER=twilio with TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM.',
    );
  else if (!env.TWILIO_ACCOUNT_SID || !env.TWILIO_AUTH_TOKEN || !env.TWILIO_FROM)
    problems.push('SMS_DRIVER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM.');
  if (new URL(env.TWILIO_API_URL).protocol !== 'https:')
    problems.push(
      'TWILIO_API_URL must start with https:// in production (the auth token travels with every text).',
    );
  return problems;
}

/** A provider with only one of its client id and secret set would silently stay off: name it instead. */
function halfConfiguredOAuthProviders(env: Environment): string[] {
  const pairs = [
    ['GOOGLE', env.OAUTH_GOOGLE_CLIENT_ID, env.OAUTH_GOOGLE_CLIENT_SECRET],
    ['APPLE', env.OAUTH_APPLE_CLIENT_ID, env.OAUTH_APPLE_CLIENT_SECRET],
    ['GITHUB', env.OAUTH_GITHUB_CLIENT_ID, env.OAUTH_GITHUB_CLIENT_SECRET],
    ['X', env.OAUTH_X_CLIENT_ID, env.OAUTH_X_CLIENT_SECRET],
  ] as const;
  return pairs
    .filter(([, id, secret]) => Boolean(id) !== Boolean(secret))
    .map(
      ([name]) =>
        `OAUTH_${name}_CLIENT_ID and OAUTH_${name}_CLIENT_SECRET must be set together (social sign-in with ${name.toLowerCase()}).`,
    );
}

/** A half-configured AI provider would silently answer with the built-in one: name it instead, in every environment. */
function aiProviderProblems(env: Environment, isProduction: boolean): string[] {
  const problems: string[] = [];
  if (env.AI_BASE_URL && !env.AI_MODEL)
    problems.push('AI_MODEL is required with AI_BASE_URL (the model the chat-completions endpoint runs).');
  if (!env.AI_BASE_URL && (env.AI_MODEL || env.AI_API_KEY))
    problems.push(
      'AI_MODEL and AI_API_KEY need AI_BASE_URL (the chat-completions endpoint); without it the built-in provider answers.',
    );
  if (
    isProduction &&
    env.AI_BASE_URL &&
    !isLoopbackUrl(env.AI_BASE_URL) &&
    new URL(env.AI_BASE_URL).protocol !== 'https:'
  ) {
    problems.push(
      `AI_BASE_URL must start with https:// in production (${env.AI_BASE_URL}): questions and the landlord's data travel to it.`,
    );
  }
  return problems;
}

/** Reads and validates the environment; throws a ConfigError that lists every problem at once. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = ZEnvironment.refine((env) => env.GEOCODER !== 'nominatim' || Boolean(env.NOMINATIM_URL), {
    message: 'NOMINATIM_URL is required when GEOCODER=nominatim',
    path: ['NOMINATIM_URL'],
  }).safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  // Development conveniences (the mailbox, the built-in session secret) exist only on a loopback address.
  const isProduction =
    env.NODE_ENV === 'production' || (env.PUBLIC_URL !== undefined && !isLoopbackUrl(env.PUBLIC_URL));
  const aiProblems = aiProviderProblems(env, isProduction);
  if (aiProblems.length > 0)
    throw new ConfigError(`Invalid AI Pilot configuration:\n${aiProblems.map((p) => `  ${p}`).join('\n')}`);
  if (isProduction) {
    const problems = productionProblems(env);
    const why =
      env.NODE_ENV === 'production'
        ? 'NODE_ENV=production'
        : `PUBLIC_URL ${env.PUBLIC_URL} is not a loopback address, so this runs as production`;
    if (problems.length > 0)
      throw new ConfigError(
        `Cannot start in production (${why}):\n${problems.map((p) => `  ${p}`).join('\n')}`,
      );
  }
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    ...env,
    isProduction,
    dataDir,
    filesDir: path.join(dataDir, 'files'),
    backupDir: env.BACKUP_DIR ? path.resolve(env.BACKUP_DIR) : path.join(dataDir, 'backups'),
    sqlitePath: path.join(dataDir, 'immodesk.sqlite'),
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    sessionSecret: env.SESSION_SECRET ?? DEVELOPMENT_SECRET,
  };
}
