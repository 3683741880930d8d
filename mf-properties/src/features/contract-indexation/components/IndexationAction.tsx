import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TContract } from '@immodesk/contracts/contracts/contract.contract';
import type { TComputedRentIndexation } from '@immodesk/contracts/indexation/rentIndexations.contract';
import { Button } from '@immodesk/ui-kit';
import { canIndex } from '../utils/indexationFormat';
import { IndexationSuccessDialog } from './IndexationSuccessDialog';

const IndexationDialog = lazy(() =>
  import('./IndexationDialog').then((m) => ({ default: m.IndexationDialog })),
);

export type IndexationActionProps = { contract: TContract; tenantNames: string[] };

/** "Index rent" on a lease in force: the preview dialog, then the success modal with the letter to the tenant. */
export function IndexationAction({ contract, tenantNames }: IndexationActionProps) {
  const { t } = useTranslation('properties');
  const [isPreviewOpen, setPreviewOpen] = useState(false);
  const [applied, setApplied] = useState<TComputedRentIndexation | null>(null);
  if (!canIndex(contract.status)) return null;
  return (
    <>
      <Button variant="secondary" onClick={() => setPreviewOpen(true)}>
        {t('indexation.actions.index')}
      </Button>
      {isPreviewOpen ? (
        <Suspense fallback={null}>
          <IndexationDialog
            contract={contract}
            onClose={() => setPreviewOpen(false)}
            onApplied={(indexation) => {
              setPreviewOpen(false);
              setApplied(indexation);
            }}
          />
        </Suspense>
      ) : null}
      {applied ? (
        <IndexationSuccessDialog
          contractId={contract.id}
          tenantNames={tenantNames}
          indexation={applied}
          onClose={() => setApplied(null)}
        />
      ) : null}
    </>
  );
}
