import type { DataSource } from 'typeorm';
import { aiDatabaseModule } from '@immodesk/ai/aiDatabaseModule';
import { createHttpAiApi, createInProcessAiApi, type AiApi } from '@immodesk/ai/aiApi';
import { contactsDatabaseModule } from '@immodesk/contacts/contactsDatabaseModule';
import { createHttpContactsApi, createInProcessContactsApi, type ContactsApi } from '@immodesk/contacts/contactsApi';
import {
  createDocumentFilesApi,
  createHttpDocumentsApi,
  createInProcessDocumentsApi,
  type DocumentFilesApi,
  type DocumentsApi,
} from '@immodesk/documents/documentsApi';
import { documentsDatabaseModule } from '@immodesk/documents/documentsDatabaseModule';
import { createHttpFinanceApi, createInProcessFinanceApi, type FinanceApi } from '@immodesk/finance/financeApi';
import { financeDatabaseModule } from '@immodesk/finance/financeDatabaseModule';
import { createIdentityService, type IdentityService } from '@immodesk/identity/identityService';
import { identityDatabaseModule } from '@immodesk/identity/identityDatabaseModule';
import { providerSettings } from '@immodesk/identity/oauth/providerSettings';
import { createSocialSignIn, type SocialSignIn } from '@immodesk/identity/oauth/socialSignIn';
import type { AppConfig } from '@immodesk/platform/config';
import { createDataSource, databaseTarget, runMigrations, type DatabaseTarget } from '@immodesk/platform/database/createDataSource';
import type { ServiceDatabaseModule } from '@immodesk/platform/database/serviceModule';
import { platformDatabaseModule } from '@immodesk/platform/platformDatabaseModule';
import { systemClock, type Clock } from '@immodesk/platform/ports/clock';
import type { Mailer } from '@immodesk/platform/ports/mail/Mailer';
import { OutboxMailer } from '@immodesk/platform/ports/mail/OutboxMailer';
import { SesMailer } from '@immodesk/platform/ports/mail/SesMailer';
import type { FileStorage } from '@immodesk/platform/ports/storage/FileStorage';
import { createFileStorage } from '@immodesk/platform/ports/storage/createFileStorage';
import { createHttpPropertiesApi, createInProcessPropertiesApi, type PropertiesApi } from '@immodesk/properties/propertiesApi';
import { propertiesDatabaseModule } from '@immodesk/properties/propertiesDatabaseModule';

/** Every table set the BFF process migrates and maps, in dependency order. */
export const DATABASE_MODULES: ServiceDatabaseModule[] = [
  platformDatabaseModule,
  identityDatabaseModule,
  propertiesDatabaseModule,
  contactsDatabaseModule,
  financeDatabaseModule,
  documentsDatabaseModule,
  aiDatabaseModule,
];

export type Services = {
  dataSource: DataSource;
  clock: Clock;
  storage: FileStorage;
  mailer: Mailer;
  outbox: OutboxMailer | null;
  identity: IdentityService;
  /** Google, Apple, GitHub and X sign-in, for the providers configured (OAUTH_*). */
  socialSignIn: SocialSignIn;
  properties: PropertiesApi;
  contacts: ContactsApi;
  finance: FinanceApi;
  documents: DocumentsApi;
  /** Upload and download always run in this process (see DocumentFilesApi). */
  documentFiles: DocumentFilesApi;
  ai: AiApi;
};

/** Chooses each service's implementation: in-process by default, over HTTP when `<SERVICE>_SERVICE_URL` is set. */
export function createServices(config: AppConfig, dataSource: DataSource, clock: Clock = systemClock): Services {
  const outbox = config.MAIL_DRIVER === 'outbox' ? new OutboxMailer(dataSource) : null;
  const mailer: Mailer =
    outbox ??
    new SesMailer({
      from: config.MAIL_FROM,
      region: config.SES_REGION,
      endpoint: config.SES_ENDPOINT,
      accessKeyId: config.SES_ACCESS_KEY_ID,
      secretAccessKey: config.SES_SECRET_ACCESS_KEY,
    });
  const remote = (url: string | undefined) => (url && config.SERVICE_TOKEN ? { baseUrl: url, token: config.SERVICE_TOKEN } : null);
  const propertiesRemote = remote(config.PROPERTIES_SERVICE_URL);
  const contactsRemote = remote(config.CONTACTS_SERVICE_URL);
  const financeRemote = remote(config.FINANCE_SERVICE_URL);
  const documentsRemote = remote(config.DOCUMENTS_SERVICE_URL);
  const aiRemote = remote(config.AI_SERVICE_URL);
  const storage = createFileStorage(config);
  const identity = createIdentityService(dataSource, clock);
  return {
    dataSource,
    clock,
    storage,
    mailer,
    outbox,
    identity,
    socialSignIn: createSocialSignIn({
      dataSource,
      clock,
      providers: providerSettings(config),
      publicUrl: config.publicUrl,
      signInWithProvider: identity.signInWithProvider,
      linkProviderIdentity: identity.linkProviderIdentity,
    }),
    properties: propertiesRemote ? createHttpPropertiesApi(propertiesRemote) : createInProcessPropertiesApi(dataSource, clock),
    contacts: contactsRemote ? createHttpContactsApi(contactsRemote) : createInProcessContactsApi(dataSource, clock),
    finance: financeRemote ? createHttpFinanceApi(financeRemote) : createInProcessFinanceApi(dataSource, clock),
    documents: documentsRemote ? createHttpDocumentsApi(documentsRemote) : createInProcessDocumentsApi(dataSource),
    documentFiles: createDocumentFilesApi(dataSource, storage, clock),
    ai: aiRemote ? createHttpAiApi(aiRemote) : createInProcessAiApi(dataSource, clock),
  };
}

/** Migrates every module, then opens the runtime data source. */
export async function openDatabase(target: DatabaseTarget): Promise<DataSource> {
  await runMigrations(target, DATABASE_MODULES);
  const dataSource = createDataSource(target, DATABASE_MODULES);
  await dataSource.initialize();
  return dataSource;
}

export { databaseTarget };
