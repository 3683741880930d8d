import {
  ZGetAccountingSettingsResponse,
  ZPutAccountingSettingsRequest,
  ZPutAccountingSettingsResponse,
} from '@immodesk/contracts/settings/accountingSettings.contract';
import {
  ZGetAutomationSettingsResponse,
  ZPutAutomationSettingsRequest,
  ZPutAutomationSettingsResponse,
} from '@immodesk/contracts/settings/automationSettings.contract';
import {
  ZGetInvoicingSettingsResponse,
  ZPutInvoicingSettingsRequest,
  ZPutInvoicingSettingsResponse,
} from '@immodesk/contracts/settings/invoicingSettings.contract';
import { signedIn } from '../http/routeShorthands';
import type { Services } from '../composition';

/** Settings → accounting, invoicing and automations: the organization's, the defaults until saved once. */
export function financeSettingsRoutes({ finance }: Pick<Services, 'finance'>) {
  return [
    signedIn.get('/api/settings/accounting', { response: ZGetAccountingSettingsResponse }, ({ session }) =>
      finance.getAccountingSettings(session),
    ),
    signedIn.put(
      '/api/settings/accounting',
      { body: ZPutAccountingSettingsRequest, response: ZPutAccountingSettingsResponse },
      ({ session, body }) => finance.putAccountingSettings(session, body),
    ),
    signedIn.get('/api/settings/invoicing', { response: ZGetInvoicingSettingsResponse }, ({ session }) =>
      finance.getInvoicingSettings(session),
    ),
    signedIn.put(
      '/api/settings/invoicing',
      { body: ZPutInvoicingSettingsRequest, response: ZPutInvoicingSettingsResponse },
      ({ session, body }) => finance.putInvoicingSettings(session, body),
    ),
    signedIn.get('/api/settings/automations', { response: ZGetAutomationSettingsResponse }, ({ session }) =>
      finance.getAutomationSettings(session),
    ),
    signedIn.put(
      '/api/settings/automations',
      { body: ZPutAutomationSettingsRequest, response: ZPutAutomationSettingsResponse },
      ({ session, body }) => finance.putAutomationSettings(session, body),
    ),
  ];
}
