import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { eventBus, isApiError, toast } from '@immodesk/sdk';
import { rentPaymentKeys } from '../../rent-payment-list/api/rentPaymentKeys';
import { bankStatementKeys } from '../api/bankStatementKeys';
import { assignStatementLine, unassignStatementLine } from '../api/statementLinesApi';

export type LineAssignment = {
  lineId: string;
  allocations: { rentPaymentId: string; amountCents: number }[];
  /** A matched line put on other items: its match is undone first (should the new assignment fail, it waits in the queue). */
  reassign?: boolean;
};

/**
 * Assigns a line to due items (a confirmed candidate, a choice by hand, or a reassignment); the payments list shows
 * it at once.
 */
export function useAssignLine(onAssigned?: () => void) {
  const { t } = useTranslation('finance');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ lineId, allocations, reassign }: LineAssignment) => {
      if (reassign) await unassignStatementLine(lineId);
      return assignStatementLine(lineId, allocations);
    },
    onSuccess: async (line) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: bankStatementKeys.all }),
        queryClient.invalidateQueries({ queryKey: rentPaymentKeys.all }),
      ]);
      eventBus.emit('data:changed', { entity: 'payment', id: line.id });
      toast.success(t('bankStatements.toasts.assigned'));
      onAssigned?.();
    },
    onError: async (error) => {
      await queryClient.invalidateQueries({ queryKey: bankStatementKeys.all });
      toast.error(t('bankStatements.toasts.assignFailed'), {
        description: isApiError(error) ? error.message : t('paymentForm.toasts.network'),
      });
    },
  });
}
