import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import { reencodeImage } from '@immodesk/platform/images/reencodeImage';
import { contentHead, contentSize, type FileContent } from '@immodesk/platform/ports/storage/fileContent';
import { OrganizationEntity } from '../entities/OrganizationEntity';
import type { IdentityDeps } from '../identityDeps';
import { detectImageType } from '../profile-photo/imageType';

export type CompanyLogoState = { key: string | null; updatedAt: Date | null; allowedByPlan: boolean };
export type CompanyLogoFile = {
  mimeType: string;
  sizeBytes: number | null;
  updatedAt: Date;
  stream: Readable;
};

type LogoDeps = Pick<IdentityDeps, 'dataSource' | 'clock' | 'storage' | 'plans' | 'rules'>;

const organizations = (deps: LogoDeps) => deps.dataSource.getRepository(OrganizationEntity);

async function findOrganization(deps: LogoDeps, organizationId: string) {
  const organization = await organizations(deps).findOne({ where: { id: organizationId } });
  if (!organization) throw new AppError('unauthenticated');
  return organization;
}

/** SPEC.md §6: a company logo is a Professional and Enterprise feature. */
async function isAllowed(deps: LogoDeps, organizationId: string): Promise<boolean> {
  return (await deps.plans.effectivePlan(organizationId)).features.companyLogo;
}

export async function getCompanyLogoState(
  deps: LogoDeps,
  context: RequestContext,
): Promise<CompanyLogoState> {
  const organization = await findOrganization(deps, context.organizationId);
  return {
    key: organization.companyLogoKey,
    updatedAt: organization.companyLogoUpdatedAt,
    allowedByPlan: await isAllowed(deps, context.organizationId),
  };
}

/**
 * Stores the organization's logo (JPEG, PNG or WebP by its bytes, at most `rules.companyLogoMaxBytes`, 5 MB),
 * re-encoded without metadata, under a new key and removes the previous one. Below Professional: 403 plan_required. A stored logo outlives a downgrade, unused until the plan allows it again.
 */
export async function setCompanyLogo(
  deps: LogoDeps,
  context: RequestContext,
  content: FileContent,
): Promise<CompanyLogoState> {
  if (!(await isAllowed(deps, context.organizationId)))
    throw new AppError('plan_required', { messageKey: 'errors.companyLogoPlan' });
  const maxBytes = deps.rules.companyLogoMaxBytes;
  if (contentSize(content) > maxBytes)
    throw new AppError('file_too_large', {
      messageKey: 'errors.companyLogoTooLarge',
      params: { maximumMb: maxBytes / 1024 / 1024 },
    });
  const mimeType = detectImageType(contentHead(content));
  if (!mimeType) throw new AppError('unsupported_file_type', { messageKey: 'errors.companyLogoType' });
  // The logo goes on PDFs and mails: only its decoded pixels are kept, in the format it came in.
  const image = await reencodeImage(content, { output: 'same', messageKey: 'errors.companyLogoUnreadable' });
  const organization = await findOrganization(deps, context.organizationId);
  const key = `${context.organizationId}/company-logo/${crypto.randomUUID()}`;
  await deps.storage.put(key, image.bytes, image.mimeType);
  try {
    await organizations(deps).update(
      { id: context.organizationId },
      {
        companyLogoKey: key,
        companyLogoMimeType: image.mimeType,
        companyLogoSizeBytes: image.bytes.length,
        companyLogoUpdatedAt: deps.clock.now(),
      },
    );
  } catch (error) {
    await deps.storage.delete(key).catch(() => undefined);
    throw error;
  }
  if (organization.companyLogoKey)
    await deps.storage.delete(organization.companyLogoKey).catch(() => undefined);
  return getCompanyLogoState(deps, context);
}

/** Removes the logo (the record first, then the file); allowed on any plan, so a downgraded account can clean up. */
export async function removeCompanyLogo(deps: LogoDeps, context: RequestContext): Promise<CompanyLogoState> {
  const organization = await findOrganization(deps, context.organizationId);
  if (organization.companyLogoKey) {
    await organizations(deps).update(
      { id: context.organizationId },
      {
        companyLogoKey: null,
        companyLogoMimeType: null,
        companyLogoSizeBytes: null,
        companyLogoUpdatedAt: deps.clock.now(),
      },
    );
    await deps.storage.delete(organization.companyLogoKey);
  }
  return getCompanyLogoState(deps, context);
}

/** The stored logo for the settings preview and the export; 404 without one. */
export async function getCompanyLogoFile(deps: LogoDeps, organizationId: string): Promise<CompanyLogoFile> {
  const organization = await findOrganization(deps, organizationId);
  if (!organization.companyLogoKey || !organization.companyLogoMimeType || !organization.companyLogoUpdatedAt)
    throw new AppError('not_found');
  return {
    mimeType: organization.companyLogoMimeType,
    sizeBytes: organization.companyLogoSizeBytes,
    updatedAt: organization.companyLogoUpdatedAt,
    stream: await deps.storage.get(organization.companyLogoKey),
  };
}

/**
 * The logo to put on the organization's PDFs and mails: its bytes and type, or null when there is none or the
 * plan does not include it (then documents carry no logo). The stored bytes are decoded and written anew once more,
 * so a logo stored before uploads were re-encoded goes into a PDF as pixels only too; one that no longer decodes
 * is left off.
 */
export async function companyLogoForDocuments(
  deps: LogoDeps,
  organizationId: string,
): Promise<{ mimeType: string; content: Buffer } | null> {
  const organization = await findOrganization(deps, organizationId);
  if (
    !organization.companyLogoKey ||
    !organization.companyLogoMimeType ||
    !(await isAllowed(deps, organizationId))
  )
    return null;
  const chunks: Buffer[] = [];
  for await (const chunk of await deps.storage.get(organization.companyLogoKey))
    chunks.push(Buffer.from(chunk as Buffer));
  const image = await reencodeImage(Buffer.concat(chunks), { output: 'same' }).catch(() => null);
  return image ? { mimeType: image.mimeType, content: image.bytes } : null;
}

/** Account deletion: the stored logo goes with the organization. */
export async function deleteOrganizationCompanyLogo(deps: LogoDeps, organizationId: string): Promise<void> {
  const organization = await organizations(deps).findOne({ where: { id: organizationId } });
  if (organization?.companyLogoKey)
    await deps.storage.delete(organization.companyLogoKey).catch(() => undefined);
}
