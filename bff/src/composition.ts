import type { DataSource } from 'typeorm';
import {
  aiDatabaseModule,
  createChatProvider,
  createHttpAiApi,
  createInProcessAiApi,
  type AiApi,
  type ChatProvider,
} from '@immodesk/ai/aiApi';
import {
  billingDatabaseModule,
  createBillingApi,
  createHttpBillingApi,
  createPaymentProvider,
  providerBankAccount,
  type BillingApi,
} from '@immodesk/billing/billingApi';
import {
  contactsDatabaseModule,
  createHttpContactsApi,
  createInProcessContactsApi,
  type ContactsApi,
} from '@immodesk/contacts/contactsApi';
import {
  contractsDatabaseModule,
  createHttpContractsApi,
  createInProcessContractsApi,
  type ContractsApi,
} from '@immodesk/contracts-service/contractsApi';
import {
  createDocumentFilesApi,
  createHttpDocumentsApi,
  createInProcessDocumentsApi,
  documentsDatabaseModule,
  type DocumentFilesApi,
  type DocumentsApi,
} from '@immodesk/documents/documentsApi';
import {
  createHttpSigningApi,
  createSigningApi,
  signingDatabaseModule,
  type SigningApi,
} from '@immodesk/contracts-service/signingApi';
import {
  createHttpFinanceApi,
  createInProcessFinanceApi,
  financeDatabaseModule,
  type FinanceApi,
} from '@immodesk/finance/financeApi';
import {
  bankingDatabaseModule,
  createBankingApi,
  createHttpBankingApi,
  type BankingApi,
} from '@immodesk/finance/bankingApi';
import {
  createHttpStatementsApi,
  createInProcessStatementsApi,
  statementsDatabaseModule,
  type StatementsApi,
} from '@immodesk/finance/statementsApi';
import {
  createHttpIndexationApi,
  createIndexationApi,
  indexationDatabaseModule,
  type IndexationApi,
} from '@immodesk/finance/indexationApi';
import {
  createHttpExpensesApi,
  createInProcessExpensesApi,
  expensesDatabaseModule,
  type ExpensesApi,
} from '@immodesk/finance/expensesApi';
import {
  createHttpStatisticsApi,
  createStatisticsApi,
  type StatisticsApi,
} from '@immodesk/finance/statisticsApi';
import {
  createHttpIdentityApi,
  createIdentityApi,
  createSocialSignIn,
  deriveEncryptionKey,
  identityDatabaseModule,
  organizationPlansFrom,
  providerSettings,
  type IdentityApi,
  type SocialSignIn,
} from '@immodesk/identity/identityApi';
import {
  createOrganizationBranding,
  type OrganizationBrandingApi,
} from '@immodesk/identity/organizationBrandingApi';
import {
  createHttpMessagingApi,
  channelSettingsFromConfig,
  createInProcessMessagingApi,
  messagingDatabaseModule,
  type MessagingApi,
} from '@immodesk/messaging/messagingApi';
import type { AppConfig } from '@immodesk/platform/config';
import {
  createDataSource,
  databaseTarget,
  runMigrations,
  type DatabaseTarget,
} from '@immodesk/platform/database/createDataSource';
import type { ServiceDatabaseModule } from '@immodesk/platform/database/serviceModule';
import { platformDatabaseModule } from '@immodesk/platform/platformDatabaseModule';
import { importsDatabaseModule } from './imports/importsDatabaseModule';
import { systemClock, type Clock } from '@immodesk/platform/ports/clock';
import { createLogger, type Logger } from '@immodesk/platform/logger';
import { LogMailTransport } from '@immodesk/platform/ports/mail/LogMailTransport';
import type { Mailer, MailTransport } from '@immodesk/platform/ports/mail/Mailer';
import { OutboxMailer } from '@immodesk/platform/ports/mail/OutboxMailer';
import { SesMailTransport } from '@immodesk/platform/ports/mail/SesMailTransport';
import {
  confirmSubscriptionOverHttps,
  type SesNotificationDeps,
} from '@immodesk/platform/ports/mail/reputation/sesNotifications';
import {
  fetchCertificateOverHttps,
  snsVerifier,
  type CertificateFetcher,
} from '@immodesk/platform/ports/mail/reputation/snsMessage';
import { createChromiumPdfRenderer } from '@immodesk/platform/ports/pdf/ChromiumPdfRenderer';
import type { PdfRenderer } from '@immodesk/platform/ports/pdf/PdfRenderer';
import type { FileStorage } from '@immodesk/platform/ports/storage/FileStorage';
import { createFileStorage } from '@immodesk/platform/ports/storage/createFileStorage';
import {
  createHttpPropertiesApi,
  createInProcessPropertiesApi,
  createGeocoder,
  createPropertyFilesApi,
  propertiesDatabaseModule,
  type PropertiesApi,
  type PropertyFilesApi,
} from '@immodesk/properties/propertiesApi';
import { createShellConfigSource, type ShellConfigSource } from './shell/shellConfig';
import { createNotificationChannels, type NotificationChannels } from './notifications/notificationChannels';

/** Every table set the BFF process migrates and maps, in dependency order. */
export const DATABASE_MODULES: ServiceDatabaseModule[] = [
  platformDatabaseModule,
  identityDatabaseModule,
  // After identity: its first migration copies the plans identity used to keep.
  billingDatabaseModule,
  propertiesDatabaseModule,
  contactsDatabaseModule,
  financeDatabaseModule,
  bankingDatabaseModule,
  statementsDatabaseModule,
  indexationDatabaseModule,
  expensesDatabaseModule,
  documentsDatabaseModule,
  aiDatabaseModule,
  messagingDatabaseModule,
  contractsDatabaseModule,
  signingDatabaseModule,
  importsDatabaseModule,
];

export type Services = {
  dataSource: DataSource;
  logger: Logger;
  clock: Clock;
  storage: FileStorage;
  /** What use cases send through: every mail goes into the outbox table. */
  mailer: Mailer;
  outbox: OutboxMailer;
  /** What the delivery job hands outbox mails to (server log, or SES). */
  mailTransport: MailTransport;
  /** SES bounces and complaints through SNS; null without SES_NOTIFICATION_TOPIC_ARN (the route answers 404). */
  sesNotifications: SesNotificationDeps | null;
  shellConfig: ShellConfigSource;
  /** The product's public address (links in mails the background jobs send). */
  publicUrl: string;
  identity: IdentityApi;
  /** Plans, trial, Stripe checkout and webhooks, bank transfers: the plan every gate asks (through identity.getOrganizationPlan too). */
  billing: BillingApi;
  /** Enterprise organizations' white-label override (identity tables, plan from the plans service). */
  organizationBranding: OrganizationBrandingApi;
  /** Google, Apple, GitHub and X sign-in, for the providers configured (OAUTH_*). */
  socialSignIn: SocialSignIn;
  properties: PropertiesApi;
  /** Photo files and the property delete (which removes files) always run in this process (see PropertyFilesApi). */
  propertyFiles: PropertyFilesApi;
  contacts: ContactsApi;
  finance: FinanceApi;
  /** The organization's bank accounts (finance service). */
  banking: BankingApi;
  /** Bank statement import and matching (finance service; allocates through its rent API). */
  statements: StatementsApi;
  /** Rent indexation (issue 18): the health index series and the indexations applied to leases. */
  indexation: IndexationApi;
  /** A property's expenses (issue 19, finance service). */
  expenses: ExpensesApi;
  /** GET /api/reports and the dashboard's finance figures (issue 19, finance service). */
  statistics: StatisticsApi;
  documents: DocumentsApi;
  /** Upload and download always run in this process (see DocumentFilesApi). */
  documentFiles: DocumentFilesApi;
  ai: AiApi;
  /** AI Pilot's model: the built-in provider, or the OpenAI-compatible endpoint of AI_BASE_URL (always in this process: it streams). */
  chatProvider: ChatProvider;
  /** In-app notifications (the header's bell). */
  messaging: MessagingApi;
  /** Leases: contracts, their tenants, templates (issue 15). */
  contracts: ContractsApi;
  /** HTML → PDF in one shared Chromium (started on first use); close it on shutdown. */
  pdf: PdfRenderer;
  /** Contract share links, signing codes, signatures and the audit trail (deployed with contracts; its file methods stay here). */
  signing: SigningApi;
  /** E-mail, push and SMS for the events a user's notification preferences ask for (issue 31). */
  notificationChannels: NotificationChannels;
};

/** The services that can run on their own, each reached in-process or over HTTP. */
type DeployableServices = Pick<
  Services,
  | 'properties'
  | 'contacts'
  | 'finance'
  | 'banking'
  | 'statements'
  | 'indexation'
  | 'expenses'
  | 'statistics'
  | 'documents'
  | 'ai'
  | 'messaging'
  | 'contracts'
>;
type ServiceUrlKey = Extract<keyof AppConfig, `${string}_SERVICE_URL`>;
type ServiceImplementations<TApi> = {
  /** The configuration that points at the service's own deployment. */
  urlKey: ServiceUrlKey;
  http(remote: { baseUrl: string; token: string }): TApi;
  inProcess(): TApi;
};

type ImplementationTable = { [K in keyof DeployableServices]: ServiceImplementations<DeployableServices[K]> };

function deployableServices(
  config: AppConfig,
  dataSource: DataSource,
  clock: Clock,
  logger: Logger,
): ImplementationTable {
  const onGeocodingError = (error: unknown) =>
    logger.warn({ err: error }, 'geocoding failed; using the postal-code lookup');
  return {
    properties: {
      urlKey: 'PROPERTIES_SERVICE_URL',
      http: createHttpPropertiesApi,
      inProcess: () =>
        createInProcessPropertiesApi(dataSource, {
          clock,
          geocoder: createGeocoder(config, onGeocodingError),
        }),
    },
    contacts: {
      urlKey: 'CONTACTS_SERVICE_URL',
      http: createHttpContactsApi,
      inProcess: () => createInProcessContactsApi(dataSource, clock),
    },
    finance: {
      urlKey: 'FINANCE_SERVICE_URL',
      http: createHttpFinanceApi,
      inProcess: () => createInProcessFinanceApi(dataSource, clock),
    },
    // The finance service's areas are deployed with it: one FINANCE_SERVICE_URL for all of them.
    banking: {
      urlKey: 'FINANCE_SERVICE_URL',
      http: createHttpBankingApi,
      inProcess: () => createBankingApi(dataSource, clock),
    },
    statements: {
      urlKey: 'FINANCE_SERVICE_URL',
      http: createHttpStatementsApi,
      inProcess: () =>
        createInProcessStatementsApi(dataSource, clock, createInProcessFinanceApi(dataSource, clock)),
    },
    indexation: {
      urlKey: 'FINANCE_SERVICE_URL',
      http: createHttpIndexationApi,
      inProcess: () => createIndexationApi(dataSource, clock),
    },
    expenses: {
      urlKey: 'FINANCE_SERVICE_URL',
      http: createHttpExpensesApi,
      inProcess: () => createInProcessExpensesApi(dataSource, clock),
    },
    statistics: {
      urlKey: 'FINANCE_SERVICE_URL',
      http: createHttpStatisticsApi,
      inProcess: () => createStatisticsApi({ dataSource, clock }),
    },
    documents: {
      urlKey: 'DOCUMENTS_SERVICE_URL',
      http: createHttpDocumentsApi,
      inProcess: () => createInProcessDocumentsApi(dataSource, clock),
    },
    ai: {
      urlKey: 'AI_SERVICE_URL',
      http: createHttpAiApi,
      inProcess: () => createInProcessAiApi(dataSource, clock),
    },
    messaging: {
      urlKey: 'MESSAGING_SERVICE_URL',
      http: createHttpMessagingApi,
      inProcess: () =>
        createInProcessMessagingApi(dataSource, clock, { ...channelSettingsFromConfig(config), logger }),
    },
    contracts: {
      urlKey: 'CONTRACTS_SERVICE_URL',
      http: createHttpContractsApi,
      inProcess: () => createInProcessContractsApi(dataSource, clock),
    },
  };
}

/** One service's implementation: in-process by default, over HTTP when its `<SERVICE>_SERVICE_URL` is set. */
function chooseImplementation<TApi>(
  config: AppConfig,
  { urlKey, http, inProcess }: ServiceImplementations<TApi>,
): TApi {
  const baseUrl = config[urlKey];
  return baseUrl && config.SERVICE_TOKEN ? http({ baseUrl, token: config.SERVICE_TOKEN }) : inProcess();
}

/** Chooses each service's implementation: in-process by default, over HTTP when its `<SERVICE>_SERVICE_URL` is set. */
function chooseImplementations(config: AppConfig, table: ImplementationTable): DeployableServices {
  const choose = <TApi>(implementations: ServiceImplementations<TApi>): TApi =>
    chooseImplementation(config, implementations);
  // Each entry keeps its own API type; Object.entries cannot say so, hence the one assertion.
  return Object.fromEntries(
    Object.entries(table).map(([name, implementations]) => [name, choose<unknown>(implementations)]),
  ) as DeployableServices;
}

export function createMailTransport(config: AppConfig, logger: Logger): MailTransport {
  if (config.MAIL_DRIVER !== 'ses')
    return new LogMailTransport(logger, { isProduction: config.isProduction });
  return new SesMailTransport({
    from: config.MAIL_FROM,
    region: config.SES_REGION,
    endpoint: config.SES_ENDPOINT,
    accessKeyId: config.SES_ACCESS_KEY_ID,
    secretAccessKey: config.SES_SECRET_ACCESS_KEY,
    configurationSet: config.SES_CONFIGURATION_SET,
  });
}

/** What reaches Amazon SNS over HTTPS (a test hands in its own certificate and confirmation). */
export type SnsPorts = {
  fetchCertificate: CertificateFetcher;
  confirmSubscription(url: string): Promise<void>;
};

function createSesNotifications(
  config: AppConfig,
  outbox: OutboxMailer,
  logger: Logger,
  ports: Partial<SnsPorts>,
): SesNotificationDeps | null {
  if (!config.SES_NOTIFICATION_TOPIC_ARN) return null;
  return {
    verifier: snsVerifier({
      topicArn: config.SES_NOTIFICATION_TOPIC_ARN,
      fetchCertificate: ports.fetchCertificate ?? fetchCertificateOverHttps,
    }),
    reputation: outbox.reputation,
    confirmSubscription: ports.confirmSubscription ?? confirmSubscriptionOverHttps,
    logger,
  };
}

export function createServices(
  config: AppConfig,
  dataSource: DataSource,
  clock: Clock = systemClock,
  logger: Logger = createLogger({ level: 'silent' }),
  ports: { sns?: Partial<SnsPorts> } = {},
): Services {
  const outbox = new OutboxMailer(dataSource, clock);
  const shellConfig = createShellConfigSource({
    remotesFile: config.REMOTES_CONFIG,
    brandingFile: config.BRANDING_CONFIG,
    env: process.env,
  });
  const storage = createFileStorage(config);
  const brand = { productName: () => shellConfig.branding().productName, publicUrl: config.publicUrl };
  const paymentProvider = createPaymentProvider(config);
  const billing = chooseImplementation<BillingApi>(config, {
    urlKey: 'BILLING_SERVICE_URL',
    http: (remote) => createHttpBillingApi(remote, { isTestMode: paymentProvider?.mode === 'test' }),
    inProcess: () =>
      createBillingApi({
        dataSource,
        clock,
        mailer: outbox,
        provider: paymentProvider,
        bankAccount: providerBankAccount(config),
        brand,
        onProviderError: (error, operation) =>
          logger.warn({ err: error, operation }, 'payment provider call failed'),
      }),
  });
  const plans = organizationPlansFrom(billing);
  const localIdentity = () =>
    createIdentityApi({
      dataSource,
      clock,
      mailer: outbox,
      brand,
      encryptionKey: deriveEncryptionKey(config.sessionSecret),
      storage,
      plans,
    });
  // Over HTTP, identity's file methods (photos, logos) still run here, on the shared database and file store.
  const identity = chooseImplementation<IdentityApi>(config, {
    urlKey: 'IDENTITY_SERVICE_URL',
    http: (remote) => createHttpIdentityApi(remote, localIdentity()),
    inProcess: localIdentity,
  });
  const deployable = chooseImplementations(config, deployableServices(config, dataSource, clock, logger));
  const localSigning = () => createSigningApi({ dataSource, storage, clock });
  // Signing is deployed with contracts; over HTTP its file methods (signature images, PDFs) still run here.
  const signing = chooseImplementation<SigningApi>(config, {
    urlKey: 'CONTRACTS_SERVICE_URL',
    http: (remote) => createHttpSigningApi(remote, localSigning()),
    inProcess: localSigning,
  });
  const messaging = deployable.messaging;
  return {
    dataSource,
    logger,
    clock,
    storage,
    mailer: outbox,
    outbox,
    mailTransport: createMailTransport(config, logger),
    sesNotifications: createSesNotifications(config, outbox, logger, ports.sns ?? {}),
    shellConfig,
    publicUrl: config.publicUrl,
    identity,
    billing,
    organizationBranding: createOrganizationBranding({ dataSource, clock, plans }),
    socialSignIn: createSocialSignIn({
      dataSource,
      clock,
      providers: providerSettings(config),
      publicUrl: config.publicUrl,
      signInWithProvider: identity.signInWithProvider,
      linkProviderIdentity: identity.linkProviderIdentity,
    }),
    ...deployable,
    propertyFiles: createPropertyFilesApi(dataSource, storage, {
      clock,
      onFileError: (key, error) =>
        logger.warn({ err: error, key }, 'property delete: a stored file could not be removed'),
    }),
    documentFiles: createDocumentFilesApi(dataSource, storage, clock),
    pdf: createChromiumPdfRenderer(),
    chatProvider: createChatProvider(config),
    signing,
    notificationChannels: createNotificationChannels({
      identity,
      messaging,
      outbox,
      shellConfig,
      publicUrl: config.publicUrl,
      logger,
    }),
  };
}

/** Migrates every module (unless told not to: a migrations Job did it), then opens the runtime data source. */
export async function openDatabase(
  target: DatabaseTarget,
  options: { migrate?: boolean } = {},
): Promise<DataSource> {
  if (options.migrate !== false) await runMigrations(target, DATABASE_MODULES);
  const dataSource = createDataSource(target, DATABASE_MODULES);
  await dataSource.initialize();
  return dataSource;
}

export { databaseTarget };

export { startBackgroundJobs } from './backgroundJobs';

/** Runs every module's pending migrations and nothing else (the migrations Job of a Kubernetes deployment). */
export async function migrateDatabase(target: DatabaseTarget): Promise<void> {
  await runMigrations(target, DATABASE_MODULES);
}
