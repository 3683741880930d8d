import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { eventBus, isApiError, toast } from '@immodesk/sdk';
import { rentPaymentKeys } from '../../rent-payment-list/api/rentPaymentKeys';
import { bankStatementKeys } from '../api/bankStatementKeys';
import { assignStatementLine } from '../api/statementLinesApi';

export type LineAssignment = {
  lineId: string;
  allocations: { rentPaymentId: string; amountCents: number }[];
};

/** Assigns a line to due items (a confirmed candidate or a choice by hand); the payments list shows it at once. */
export function useAssignLine(onAssigned?: () => void) {
  const { t } = useTranslation('finance');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lineId, allocations }: LineAssignment) => assignStatementLine(lineId, allocations),
    onSuccess: async (line) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: bankStatementKeys.all }),
        queryClient.invalidateQueries({ queryKey: rentPaymentKeys.all }),
      ]);
      eventBus.emit('data:changed', { entity: 'payment', id: line.id });
      toast.success(t('bankStatements.toasts.assigned'));
      onAssigned?.();
    },
    onError: (error) =>
      toast.error(t('bankStatements.toasts.assignFailed'), {
        description: isApiError(error) ? error.message : t('paymentForm.toasts.network'),
      }),
  });
}
