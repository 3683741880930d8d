import { LoadFailure } from '../../../shared/components/LoadFailure';

export type ContractLoadFailureProps = { error: Error; onRetry: () => void };

const KEYS = {
  notFoundTitle: 'contracts.page.notFoundTitle',
  notFoundDescription: 'contracts.page.notFoundDescription',
  errorTitle: 'contracts.page.errorTitle',
};

/** A contract that could not be loaded: not found (another organization's too) with the way back, else the error with retry. */
export function ContractLoadFailure(props: ContractLoadFailureProps) {
  return <LoadFailure {...props} keys={KEYS} />;
}
