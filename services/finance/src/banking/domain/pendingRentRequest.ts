/** A due item whose rent request the automation sends today. */
export type PendingRentRequest = { organizationId: string; rentPaymentId: string; dueDate: string };
