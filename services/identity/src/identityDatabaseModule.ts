import type { ServiceDatabaseModule } from '@immodesk/platform/database/serviceModule';
import { OAuthStateEntity } from './entities/OAuthStateEntity';
import { OrganizationBrandingEntity } from './entities/OrganizationBrandingEntity';
import { OrganizationEntity } from './entities/OrganizationEntity';
import { RecoveryCodeEntity } from './entities/RecoveryCodeEntity';
import { SessionEntity } from './entities/SessionEntity';
import { IdentityTokenEntity } from './entities/IdentityTokenEntity';
import { NotificationPreferenceEntity } from './entities/NotificationPreferenceEntity';
import { LoginAttemptEntity } from './entities/LoginAttemptEntity';
import { SignInLockoutEntity } from './entities/SignInLockoutEntity';
import { UserEntity } from './entities/UserEntity';
import { UserIdentityEntity } from './entities/UserIdentityEntity';
import { CreateIdentityTables1732300100000 } from './migrations/1732300100000-CreateIdentityTables';
import { AddAccountColumnsToUsers1732300100001 } from './migrations/1732300100001-AddAccountColumnsToUsers';
import { CreateIdentityTokens1732300100002 } from './migrations/1732300100002-CreateIdentityTokens';
import { CreateLoginHistory1732300100003 } from './migrations/1732300100003-CreateLoginHistory';
import { CreateUserIdentities1732300900000 } from './migrations/1732300900000-CreateUserIdentities';
import { CreateOAuthStates1732300900100 } from './migrations/1732300900100-CreateOAuthStates';
import { CreateRecoveryCodes1732300950000 } from './migrations/1732300950000-CreateRecoveryCodes';
import { CreatePlans1732405000000 } from './migrations/1732405000000-CreatePlans';
import { CreateOrganizationBrandings1732407000000 } from './migrations/1732407000000-CreateOrganizationBrandings';
import { AddProfilePhotoToUsers1732401000000 } from './migrations/1732401000000-AddProfilePhotoToUsers';
import { AddEmailVerifiedAtLinkToUserIdentities1732600000000 } from './migrations/1732600000000-AddEmailVerifiedAtLinkToUserIdentities';
import { CreateSignInLockouts1732600000100 } from './migrations/1732600000100-CreateSignInLockouts';
import { AddOnboardingDismissedAtToUsers1732800500000 } from './migrations/1732800500000-AddOnboardingDismissedAtToUsers';
import { CreateNotificationPreferences1732800500100 } from './migrations/1732800500100-CreateNotificationPreferences';
import { AddCompanyLogoToOrganizations1732900000000 } from './migrations/1732900000000-AddCompanyLogoToOrganizations';

import { AddLandlordIdentityToUsers1800400000001 } from './migrations/1800400000001-AddLandlordIdentityToUsers';
export const identityDatabaseModule: ServiceDatabaseModule = {
  name: 'identity',
  entities: [
    OrganizationEntity,
    UserEntity,
    SessionEntity,
    IdentityTokenEntity,
    LoginAttemptEntity,
    UserIdentityEntity,
    OAuthStateEntity,
    RecoveryCodeEntity,
    OrganizationBrandingEntity,
    SignInLockoutEntity,
    NotificationPreferenceEntity,
  ],
  migrations: [
    CreateIdentityTables1732300100000,
    AddAccountColumnsToUsers1732300100001,
    CreateIdentityTokens1732300100002,
    CreateLoginHistory1732300100003,
    CreateUserIdentities1732300900000,
    CreateOAuthStates1732300900100,
    CreateRecoveryCodes1732300950000,
    CreatePlans1732405000000,
    CreateOrganizationBrandings1732407000000,
    AddProfilePhotoToUsers1732401000000,
    AddEmailVerifiedAtLinkToUserIdentities1732600000000,
    CreateSignInLockouts1732600000100,
    AddOnboardingDismissedAtToUsers1732800500000,
    CreateNotificationPreferences1732800500100,
    AddCompanyLogoToOrganizations1732900000000,
    AddLandlordIdentityToUsers1800400000001,
  ],
};
