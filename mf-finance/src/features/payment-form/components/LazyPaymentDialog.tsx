import { lazy, Suspense } from 'react';
import type { RemoteDialogProps } from '@immodesk/sdk';

const PaymentDialog = lazy(() => import('./PaymentDialog').then((m) => ({ default: m.PaymentDialog })));

/** The payment dialog as the shell mounts it for another app: its form and zod schema load when it opens. */
export function LazyPaymentDialog(props: RemoteDialogProps) {
  return (
    <Suspense fallback={null}>
      <PaymentDialog {...props} />
    </Suspense>
  );
}
