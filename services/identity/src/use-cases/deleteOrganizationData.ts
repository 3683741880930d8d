import type { RequestContext } from '@immodesk/platform/context';
import { deleteOrganizationRows } from '@immodesk/platform/database/organizationData';
import { IdentityTokenEntity } from '../entities/IdentityTokenEntity';
import { LoginAttemptEntity } from '../entities/LoginAttemptEntity';
import { NotificationPreferenceEntity } from '../entities/NotificationPreferenceEntity';
import { OrganizationBrandingEntity } from '../entities/OrganizationBrandingEntity';
import { OrganizationEntity } from '../entities/OrganizationEntity';
import { RecoveryCodeEntity } from '../entities/RecoveryCodeEntity';
import { SessionEntity } from '../entities/SessionEntity';
import { UserEntity } from '../entities/UserEntity';
import { UserIdentityEntity } from '../entities/UserIdentityEntity';
import type { IdentityDeps } from '../identityDeps';
import { deleteOrganizationCompanyLogo } from '../company-logo/companyLogo';
import { deleteOrganizationProfilePhotos } from '../profile-photo/profilePhoto';
import type { SessionCache } from '../sessions/sessionCache';

/**
 * Deletes the organization's identity rows and the organization itself, in one transaction (account deletion,
 * after every domain service has deleted its data). Stored profile photos go first, while the rows still hold
 * their keys. Every session goes, so every device is signed out; this process's session cache forgets them at once.
 */
export async function deleteOrganizationData(
  deps: IdentityDeps,
  cache: SessionCache,
  context: RequestContext,
): Promise<void> {
  const { dataSource } = deps;
  const { organizationId } = context;
  await deleteOrganizationProfilePhotos(deps, context);
  await deleteOrganizationCompanyLogo(deps, organizationId);
  const sessions = await dataSource
    .getRepository(SessionEntity)
    .find({ where: { organizationId }, select: { id: true } });
  await dataSource.transaction(async (manager) => {
    await deleteOrganizationRows(
      dataSource,
      organizationId,
      [
        SessionEntity,
        IdentityTokenEntity,
        LoginAttemptEntity,
        UserIdentityEntity,
        RecoveryCodeEntity,
        OrganizationBrandingEntity,
        NotificationPreferenceEntity,
        UserEntity,
      ],
      manager,
    );
    await manager.getRepository(OrganizationEntity).delete({ id: organizationId });
  });
  for (const session of sessions) cache.evictSession(session.id);
}
