import {
  ZBankAccountParams,
  ZCreateBankAccountRequest,
  ZCreateBankAccountResponse,
  ZListBankAccountsResponse,
  ZSetPrimaryBankAccountResponse,
} from '@immodesk/contracts/banking/bankAccounts.contract';
import { signedIn } from '../http/routeShorthands';
import type { Services } from '../composition';

/** Settings → banking (API.md "Money"): the organization's bank accounts. */
export function bankAccountRoutes({ banking }: Pick<Services, 'banking'>) {
  return [
    signedIn.get('/api/bank-accounts', { response: ZListBankAccountsResponse }, async ({ session }) => ({
      items: await banking.listBankAccounts(session),
    })),
    signedIn.post(
      '/api/bank-accounts',
      { body: ZCreateBankAccountRequest, response: ZCreateBankAccountResponse, status: 201 },
      ({ session, body }) => banking.createBankAccount(session, body),
    ),
    signedIn.put(
      '/api/bank-accounts/:id/primary',
      { params: ZBankAccountParams, response: ZSetPrimaryBankAccountResponse },
      async ({ session, params }) => ({
        items: await banking.setPrimaryBankAccount(session, params.id),
      }),
    ),
    signedIn.delete('/api/bank-accounts/:id', { params: ZBankAccountParams }, ({ session, params }) =>
      banking.deleteBankAccount(session, params.id),
    ),
  ];
}
