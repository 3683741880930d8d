import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { TRentRollCommitResponse } from '@immodesk/contracts/imports/rentRollImport.contract';
import { Button, buttonClassName, Card, layout } from '@immodesk/ui-kit';
import { usePropertyPaths } from '../../../shared/hooks/usePropertyPaths';
import { RentRollSummary } from './RentRollSummary';

export type RentRollResultProps = { result: TRentRollCommitResponse; onImportAnother: () => void };

/** After the import: what it created, and where to see it (the properties, their rent payments, the dashboard). */
export function RentRollResult({ result, onImportAnother }: RentRollResultProps) {
  const { t } = useTranslation('properties');
  const paths = usePropertyPaths();
  return (
    <Card as="section" title={t('rentRollImport.result.title')} data-testid="rent-roll-result">
      <div className={layout.stack}>
        <RentRollSummary
          label={t('rentRollImport.result.label')}
          counts={result.created}
          testId="rent-roll-created"
        />
        <div className={layout.inline}>
          <Link to={paths.list} className={buttonClassName({ variant: 'primary' })}>
            {t('rentRollImport.result.properties')}
          </Link>
          <Link to="/rent-payments" className={buttonClassName({ variant: 'secondary' })}>
            {t('rentRollImport.result.payments')}
          </Link>
          <Link to="/dashboard" className={buttonClassName({ variant: 'secondary' })}>
            {t('rentRollImport.result.dashboard')}
          </Link>
          <Button variant="ghost" onClick={onImportAnother}>
            {t('rentRollImport.result.again')}
          </Button>
        </div>
      </div>
    </Card>
  );
}
