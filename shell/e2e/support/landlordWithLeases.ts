import { runSeedScript } from './seedScript';

export type LeaseOfLandlord = {
  id: string;
  structuredReference: string;
  amountDueCents: number;
  tenant: string;
};
export type LandlordWithLeases = { email: string; password: string; contracts: LeaseOfLandlord[] };

let counter = 0;

/**
 * A new landlord in the product's database with a primary bank account (KBC BE68 5390 0754 7034) and two signed
 * monthly leases whose due items exist (Sofie Claes since last month, € 860; Luc Dubois this month, € 1,000), made
 * through the services in a separate process on the same data. Statements for them: support/bankStatements.ts.
 */
export function createLandlordWithLeases(): LandlordWithLeases {
  counter += 1;
  const email = `landlord-${process.pid}-${Date.now()}-${counter}@example.be`;
  const password = 'Huur-Verzoek-2026';
  const output = runSeedScript('createLandlordWithLeases', [email, password], 'the landlord');
  const { contracts } = JSON.parse(output) as { contracts: LeaseOfLandlord[] };
  return { email, password, contracts };
}
