import { createRequire } from 'node:module';
import type { Readable } from 'node:stream';
import type { Archiver, ArchiverOptions } from 'archiver';
import type { RequestContext } from '@immodesk/platform/context';
import { isAppError } from '@immodesk/platform/errors';
import type { OrganizationExport } from '@immodesk/platform/database/organizationData';
import { imageExtension } from '@immodesk/identity/identityApi';
import type { SignatureImageOwner } from '@immodesk/contracts-service/signingApi';
import type { Logger } from '@immodesk/platform/logger';
import type { Services } from '../composition';
import { translate } from '../i18n/translate';
import { importStore } from '../imports/importStore';
import type { OrganizationDataServices } from './organizationDataServices';

// archiver 7 (a factory function) is installed, but @types/archiver 8 describes archiver 8's classes; until the
// two are aligned, load the factory with its v7 signature (the Archiver stream type is the same in both).
const archiver = createRequire(import.meta.url)('archiver') as (
  format: 'zip',
  options?: ArchiverOptions,
) => Archiver;

export type OrganizationArchive = { fileName: string; archive: Readable };

export type ExportOrganizationDeps = OrganizationDataServices & Pick<Services, 'shellConfig' | 'clock'>;

/** A stored file name as a safe ZIP entry name: no folders, no control characters. */
function safeEntryName(fileName: string): string {
  // eslint-disable-next-line no-control-regex
  return fileName.replace(/[\u0000-\u001f\u007f/\\]/g, '_').replace(/^\.+/, '_') || 'file';
}

/** Resolves when the archive has taken in its next entry; rejects when it fails or is closed (client gone). */
function entryWritten(archive: Archiver): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = (error?: Error) => {
      archive.off('entry', onEntry).off('error', done).off('close', onClose);
      if (error) reject(error);
      else resolve();
    };
    const onEntry = () => done();
    const onClose = () => done(new Error('archive closed'));
    archive.once('entry', onEntry).once('error', done).once('close', onClose);
  });
}

/** `organizations` (one row) becomes `organization.json` with that row; every other table `<table>.json`. */
function entityFiles(tables: OrganizationExport): { name: string; content: unknown }[] {
  return Object.entries(tables).map(([table, rows]) =>
    table === 'organizations'
      ? { name: 'organization.json', content: rows[0] ?? null }
      : { name: `${table}.json`, content: rows },
  );
}

type StoredFile = { name: string; open(): Promise<Readable> };

/** Each stored document, under `files/documents/<id>-<file name>`. */
function documentFiles(
  services: ExportOrganizationDeps,
  context: RequestContext,
  tables: OrganizationExport,
): StoredFile[] {
  const documents = (tables.documents ?? []) as { id: string; fileName: string }[];
  return documents.map((document) => ({
    name: `files/documents/${document.id}-${safeEntryName(document.fileName)}`,
    open: async () => (await services.documentFiles.getDocumentFile(context, document.id)).stream,
  }));
}

/** Each property photo (the original), under `files/property-photos/<id>-<file name>`. */
function propertyPhotoFiles(
  services: ExportOrganizationDeps,
  context: RequestContext,
  tables: OrganizationExport,
): StoredFile[] {
  const photos = (tables.property_photos ?? []) as { id: string; propertyId: string; fileName: string }[];
  return photos.map((photo) => ({
    name: `files/property-photos/${photo.id}-${safeEntryName(photo.fileName)}`,
    open: async () =>
      (
        await services.propertyFiles.getPhotoFile(context, {
          idOrUrlCode: photo.propertyId,
          photoId: photo.id,
          variant: 'original',
        })
      ).stream,
  }));
}

/** Each user's profile photo, under `files/profile-photos/<userId>.<jpg|png|webp>`. */
function profilePhotoFiles(
  services: ExportOrganizationDeps,
  context: RequestContext,
  tables: OrganizationExport,
): StoredFile[] {
  const users = (tables.users ?? []) as {
    id: string;
    profilePhotoKey?: string | null;
    profilePhotoMimeType?: string | null;
  }[];
  return users
    .filter((user) => user.profilePhotoKey && user.profilePhotoMimeType)
    .map((user) => ({
      name: `files/profile-photos/${user.id}.${imageExtension(user.profilePhotoMimeType ?? '')}`,
      open: async () =>
        (await services.identity.getProfilePhoto({ organizationId: context.organizationId, userId: user.id }))
          .stream,
    }));
}

/** The organization's company logo, under `files/company-logo.<jpg|png|webp>`. */
function companyLogoFiles(
  services: ExportOrganizationDeps,
  context: RequestContext,
  tables: OrganizationExport,
): StoredFile[] {
  const [organization] = (tables.organizations ?? []) as { companyLogoMimeType?: string | null }[];
  if (!organization?.companyLogoMimeType) return [];
  return [
    {
      name: `files/company-logo.${imageExtension(organization.companyLogoMimeType)}`,
      open: async () => (await services.identity.getCompanyLogoFile(context)).stream,
    },
  ];
}

/**
 * Each drawn or uploaded signature image: a party's on a contract under
 * `files/signatures/contracts/<contractId>/<signatureId>.<png|jpg>`, a user's saved one under
 * `files/signatures/saved/<userId>.<png|jpg>` (their rows are in `contract_signatures.json` and
 * `landlord_signatures.json`).
 */
function signatureImageFiles(
  services: ExportOrganizationDeps,
  context: RequestContext,
  tables: OrganizationExport,
): StoredFile[] {
  type ImageRow = { id: string; imageType?: string | null };
  const contractSignatures = (tables.contract_signatures ?? []) as (ImageRow & { contractId: string })[];
  const savedSignatures = (tables.landlord_signatures ?? []) as (ImageRow & { userId: string })[];
  const open = (owner: SignatureImageOwner, id: string) => async () =>
    (await services.signing.openSignatureImage(context, { owner, id })).stream;
  return [
    ...contractSignatures
      .filter((row) => row.imageType)
      .map((row) => ({
        name: `files/signatures/contracts/${row.contractId}/${row.id}.${imageExtension(row.imageType ?? '')}`,
        open: open('contract_signature', row.id),
      })),
    ...savedSignatures
      .filter((row) => row.imageType)
      .map((row) => ({
        name: `files/signatures/saved/${row.userId}.${imageExtension(row.imageType ?? '')}`,
        open: open('landlord_signature', row.id),
      })),
  ];
}

/** The mails to every address the accounts ever had (`mails.json`) and their contact-form messages (`contact_inquiries.json`). */
async function mailTables(
  services: ExportOrganizationDeps,
  context: RequestContext,
): Promise<OrganizationExport> {
  const addresses = await services.identity.listMailAddresses(context);
  const [mails, inquiries] = await Promise.all([
    services.outbox.listForRecipients(addresses),
    services.contactInquiries.listFrom(addresses),
  ]);
  return { mails, contact_inquiries: inquiries };
}

/**
 * GET /api/user/export: the organization's rows from every service as one JSON file per table, its mails and
 * contact-form messages, and each stored document, property photo, profile photo, logo and signature image under
 * `files/`, as a ZIP
 * streamed while it is built (the size is not known in advance).
 * The JSON is gathered before streaming starts, so a failing service still gets a proper error response.
 */
export async function exportOrganization(
  services: ExportOrganizationDeps,
  context: RequestContext,
  logger: Logger,
): Promise<OrganizationArchive> {
  const user = await services.identity.getCurrentUser(context);
  const parts = await Promise.all([
    services.identity.exportOrganizationData(context),
    services.properties.exportOrganizationData(context),
    services.contacts.exportOrganizationData(context),
    services.finance.exportOrganizationData(context),
    services.banking.exportOrganizationData(context),
    services.statements.exportOrganizationData(context),
    services.indexation.exportOrganizationData(context),
    services.expenses.exportOrganizationData(context),
    services.billing.exportOrganizationData(context),
    services.documents.exportOrganizationData(context),
    services.ai.exportOrganizationData(context),
    services.messaging.exportOrganizationData(context),
    services.contracts.exportOrganizationData(context),
    services.signing.exportOrganizationData(context),
    importStore(services.dataSource).exportOrganizationData(context),
    services.outbox.reputation.exportOrganizationData(context),
    mailTables(services, context),
  ]);
  const tables: OrganizationExport = Object.assign({}, ...parts);
  const productName = services.shellConfig.branding().productName;
  const today = services.clock.today();
  const slug =
    productName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'export';

  const archive = archiver('zip', { zlib: { level: 6 } });
  const files = entityFiles(tables);
  archive.append(
    translate(user.language, 'accountExport.readme', {
      product: productName,
      date: today,
      files: files.map((file) => file.name).join(', '),
    }),
    { name: 'README.txt' },
  );
  for (const file of files) archive.append(JSON.stringify(file.content, null, 2), { name: file.name });

  // Stored files one at a time, each opened only when the previous one is in the archive (and so sent on).
  const storedFiles = [
    ...documentFiles(services, context, tables),
    ...propertyPhotoFiles(services, context, tables),
    ...profilePhotoFiles(services, context, tables),
    ...companyLogoFiles(services, context, tables),
    ...signatureImageFiles(services, context, tables),
  ];
  void (async () => {
    for (const storedFile of storedFiles) {
      if (archive.destroyed) return;
      const stream = await storedFile.open().catch((error: unknown) => {
        // A record whose stored file is gone: export the rest rather than fail the whole download.
        if (isAppError(error) && error.code === 'not_found') {
          logger.warn({ file: storedFile.name }, 'data export: stored file missing, left out');
          return null;
        }
        throw error;
      });
      if (!stream) continue;
      const added = entryWritten(archive);
      archive.append(stream, { name: storedFile.name });
      await added.catch((error: unknown) => {
        stream.destroy();
        throw error;
      });
    }
    await archive.finalize();
  })().catch((error: unknown) => {
    if (archive.destroyed) return; // the client went away
    logger.error({ err: error }, 'data export failed while streaming');
    archive.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return { fileName: `${slug}-export-${today}.zip`, archive };
}
