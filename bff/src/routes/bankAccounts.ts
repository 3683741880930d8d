import {
  createBankAccountEndpoint,
  deleteBankAccountEndpoint,
  listBankAccountsEndpoint,
  setPrimaryBankAccountEndpoint,
} from '@immodesk/contracts/banking/bankAccounts.contract';
import { signedIn } from '../http/routeShorthands';
import type { Services } from '../composition';

/** Settings → banking (API.md "Money"): the organization's bank accounts. */
export function bankAccountRoutes({ banking }: Pick<Services, 'banking'>) {
  return [
    signedIn.get(listBankAccountsEndpoint, async ({ session }) => ({
      items: await banking.listBankAccounts(session),
    })),
    signedIn.post(createBankAccountEndpoint, ({ session, body }) => banking.createBankAccount(session, body)),
    signedIn.put(setPrimaryBankAccountEndpoint, async ({ session, params }) => ({
      items: await banking.setPrimaryBankAccount(session, params.id),
    })),
    signedIn.delete(deleteBankAccountEndpoint, ({ session, params }) =>
      banking.deleteBankAccount(session, params.id),
    ),
  ];
}
