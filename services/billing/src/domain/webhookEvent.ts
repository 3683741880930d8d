/** What became of one webhook event (shown on /stripe-debug). */
export type WebhookEventResult = 'processed' | 'duplicate' | 'ignored' | 'failed';

export type WebhookEventLog = {
  eventId: string;
  type: string;
  receivedAt: Date;
  result: WebhookEventResult;
  detail: string | null;
};
