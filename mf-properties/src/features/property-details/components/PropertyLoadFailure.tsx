import { LoadFailure } from '../../../shared/components/LoadFailure';

export type PropertyLoadFailureProps = { error: Error; onRetry: () => void };

const KEYS = {
  notFoundTitle: 'details.notFoundTitle',
  notFoundDescription: 'details.notFoundDescription',
  errorTitle: 'details.errorTitle',
};

/** A property that could not be loaded: its not-found page (with the way back to the list) on a 404, else the error with retry. */
export function PropertyLoadFailure(props: PropertyLoadFailureProps) {
  return <LoadFailure {...props} keys={KEYS} />;
}
