import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@immodesk/sdk';
import { notice } from '@immodesk/ui-kit';

export type ImportRefusalProps = { error: unknown; fallback: string; testId: string };

/**
 * Why the server refused the file or the import, in its own translated words; a refusal for the plan's limits
 * (403 `plan_required`: what the file needs against the plan's room) links to the plans.
 */
export function ImportRefusal({ error, fallback, testId }: ImportRefusalProps) {
  const { t } = useTranslation('properties');
  const message = isApiError(error) ? error.message : fallback;
  const isPlanLimit = isApiError(error) && error.code === 'plan_required';
  return (
    <div className={notice.danger} role="alert" data-testid={testId}>
      <p>{message}</p>
      {isPlanLimit ? <Link to="/settings?section=plan#plan">{t('rentRollImport.commit.plans')}</Link> : null}
    </div>
  );
}
