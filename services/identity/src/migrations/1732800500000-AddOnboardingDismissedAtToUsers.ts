import { column, columnsMigration, nullable } from '@immodesk/platform/migrations/columns';

/** When the user closed the dashboard's getting-started checklist (kept per user, so it stays closed on every device). */
export class AddOnboardingDismissedAtToUsers1732800500000 extends columnsMigration('users', [
  column.instant('onboarding_dismissed_at', nullable),
]) {}
