import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import {
  exportOrganizationRows,
  type OrganizationExport,
} from '@immodesk/platform/database/organizationData';
import { LoginAttemptEntity } from '../entities/LoginAttemptEntity';
import { NotificationPreferenceEntity } from '../entities/NotificationPreferenceEntity';
import { OrganizationBrandingEntity } from '../entities/OrganizationBrandingEntity';
import { OrganizationEntity } from '../entities/OrganizationEntity';
import { SessionEntity } from '../entities/SessionEntity';
import { UserEntity } from '../entities/UserEntity';
import { UserIdentityEntity } from '../entities/UserIdentityEntity';

/**
 * The organization and its identity rows as JSON per table (data export). Password hashes, TOTP secrets and
 * session token hashes are left out; mailed-link tokens and recovery codes (hashes only) are not exported at all.
 */
export async function exportOrganizationData(
  dataSource: DataSource,
  context: RequestContext,
): Promise<OrganizationExport> {
  const organization = await dataSource
    .getRepository(OrganizationEntity)
    .findOne({ where: { id: context.organizationId } });
  const rows = await exportOrganizationRows(dataSource, context.organizationId, [
    {
      entity: UserEntity,
      omit: ['passwordHash', 'twoFactorSecret', 'twoFactorPendingSecret', 'twoFactorLastStep'],
    },
    { entity: SessionEntity, omit: ['tokenHash'] },
    { entity: LoginAttemptEntity },
    { entity: UserIdentityEntity },
    { entity: OrganizationBrandingEntity },
    { entity: NotificationPreferenceEntity },
  ]);
  return {
    organizations: organization
      ? [
          {
            id: organization.id,
            name: organization.name,
            companyLogoMimeType: organization.companyLogoKey ? organization.companyLogoMimeType : null,
            companyLogoUpdatedAt: organization.companyLogoKey
              ? (organization.companyLogoUpdatedAt?.toISOString() ?? null)
              : null,
            createdAt: organization.createdAt.toISOString(),
          },
        ]
      : [],
    ...rows,
  };
}
