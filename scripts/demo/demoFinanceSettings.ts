import type { Services } from '@immodesk/bff/composition';
import type { RequestContext } from '@immodesk/platform/context';

/**
 * Settings → invoicing as a Belgian landlord fills it in: a Dutch prefix, the modern layout and 30 days to pay.
 * Accounting and automations keep their defaults (calendar year; rent requests and reminders on), which the demo's
 * payments and statistics are written for.
 */
export async function seedDemoFinanceSettings(services: Services, context: RequestContext): Promise<void> {
  await services.finance.putInvoicingSettings(context, { prefix: 'HUUR-', template: 'modern', paymentTermsDays: 30 });
}
