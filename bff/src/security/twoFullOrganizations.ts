import { fixedClock } from '@immodesk/platform/ports/clock';
import { createTestApp, type TestApp } from '../testing/createTestApp';
import { givenSignedInOwner, type Owner, type SignedInAgent } from '../testing/signedInAgent';
import { givenFullOrganization, type OrganizationIds } from './fullOrganization';
import { routeInventory, type InventoryRoute } from './routeInventory';

export const ORIGIN = 'http://localhost:3000';
export const WEBHOOK_SECRET = 'whsec_security_suites';

/** A running Stripe double (the test files start one: only tests may import it). */
export type StripeDoubleHandle = { port: number; stop(): Promise<void> };

export type FullOrganization = {
  owner: Owner;
  agent: SignedInAgent;
  ids: OrganizationIds & { shareTokens: string[] };
};

export type SecurityWorld = {
  testApp: TestApp;
  inventory: InventoryRoute[];
  a: FullOrganization;
  b: FullOrganization;
  close(): Promise<void>;
};

/**
 * The app every suite attacks: Stripe's local double (so a checkout session exists), the diagnostics routes on, and
 * two organizations A and B each holding every kind of object.
 */
export async function givenTwoFullOrganizations(double: StripeDoubleHandle): Promise<SecurityWorld> {
  const testApp = await createTestApp({
    env: {
      PUBLIC_URL: ORIGIN,
      DIAGNOSTICS: '1',
      STRIPE_SECRET_KEY: 'sk_test_double',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(double.port),
      STRIPE_API_PROTOCOL: 'http',
      STRIPE_PRICE_BASIC_MONTHLY: 'price_basic_monthly',
      STRIPE_PRICE_BASIC_YEARLY: 'price_basic_yearly',
      STRIPE_PRICE_PROFESSIONAL_MONTHLY: 'price_professional_monthly',
      STRIPE_PRICE_PROFESSIONAL_YEARLY: 'price_professional_yearly',
    },
    clock: fixedClock('2026-03-15T09:00:00Z'),
  });
  const organization = async (iban: string, street: string): Promise<FullOrganization> => {
    const { owner, agent } = await givenSignedInOwner(testApp);
    // Professional: the free plan's limits would refuse the second property.
    await testApp.services.identity.changeOrganizationPlan(owner.context, { planType: 'professional' });
    const startCheckout = async () => {
      const started = await agent
        .post('/api/billing/checkout-session')
        .send({ plan: 'basic', interval: 'monthly' });
      return String(started.body.sessionId);
    };
    return {
      owner,
      agent,
      ids: await givenFullOrganization(testApp, owner, agent, { iban, street, startCheckout }),
    };
  };
  const a = await organization('BE68539007547034', 'Kouter');
  const b = await organization('BE72000000001616', 'Veldstraat');
  return {
    testApp,
    inventory: routeInventory(testApp.app),
    a,
    b,
    close: async () => {
      await testApp.close();
      await double.stop();
    },
  };
}
