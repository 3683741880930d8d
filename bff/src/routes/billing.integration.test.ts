import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StripeDouble } from '@immodesk/billing/testing/stripeDouble';
import { doublePrices } from '@immodesk/billing/testing/runStripeDouble';
import type { Clock } from '@immodesk/platform/ports/clock';
import { createOwner, createTestApp, type TestApp } from '../testing/createTestApp';
import { PROPERTY_REQUEST } from '../testing/portfolio';
import { signedInAgent } from '../testing/signedInAgent';
import { mailsTo, tokenFromLatestMail } from '../testing/mailLinks';

const ORIGIN = 'http://localhost:3000';
const WEBHOOK_SECRET = 'whsec_test_double_secret';
const DAY = 24 * 60 * 60 * 1000;

/** A clock the test moves forward (trial and period ends). */
function movableClock(): Clock & { advance(ms: number): void } {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    today: () => new Date(Date.now() + offset).toISOString().slice(0, 10),
    advance: (ms) => (offset += ms),
  };
}

function stripeEnv(double: StripeDouble): Record<string, string> {
  return {
    PUBLIC_URL: ORIGIN,
    STRIPE_SECRET_KEY: 'sk_test_double',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_HOST: '127.0.0.1',
    STRIPE_API_PORT: String(double.port),
    STRIPE_API_PROTOCOL: 'http',
    STRIPE_PRICE_BASIC_MONTHLY: 'price_basic_monthly',
    STRIPE_PRICE_BASIC_YEARLY: 'price_basic_yearly',
    STRIPE_PRICE_PROFESSIONAL_MONTHLY: 'price_professional_monthly',
    STRIPE_PRICE_PROFESSIONAL_YEARLY: 'price_professional_yearly',
  };
}

describe('billing with Stripe (local double)', () => {
  let double: StripeDouble;
  let testApp: TestApp;
  const clock = movableClock();

  beforeAll(async () => {
    double = await new StripeDouble({ webhookSecret: WEBHOOK_SECRET, prices: doublePrices() }).start();
    testApp = await createTestApp({ env: stripeEnv(double), clock });
  });
  afterAll(async () => {
    await testApp?.close();
    await double?.stop();
  });

  function deliver(event: Record<string, unknown>, secret = WEBHOOK_SECRET) {
    const { payload, signature } = double.sign(event, secret);
    return request(testApp.callback)
      .post('/api/billing/webhook')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', signature)
      .send(payload);
  }

  async function subscribe(plan: 'basic' | 'professional', interval: 'monthly' | 'yearly' = 'monthly') {
    const owner = await createOwner(testApp.services);
    const agent = await signedInAgent(testApp, owner);
    const started = await agent.post('/api/billing/checkout-session').send({ plan, interval }).expect(201);
    expect(started.body).toMatchObject({
      kind: 'redirect',
      url: expect.stringContaining(`/checkout/${started.body.sessionId as string}`),
    });
    const events = double.pay(started.body.sessionId as string);
    return { owner, agent, sessionId: started.body.sessionId as string, events };
  }

  it('activates the plan when checkout.session.completed arrives, and the same event twice changes nothing the second time', async () => {
    const { agent, sessionId, events } = await subscribe('professional');
    const completed = events.find((event) => event.type === 'checkout.session.completed');
    if (!completed) throw new Error('no checkout.session.completed');
    expect((await agent.get('/api/user/plan').expect(200)).body).toMatchObject({ planType: 'free' });

    expect((await deliver(completed).expect(200)).body).toEqual({ result: 'processed' });
    const plan = (await agent.get('/api/user/plan').expect(200)).body;
    expect(plan).toMatchObject({ planType: 'professional', status: 'active', cancelAt: null });
    expect(new Date(plan.currentPeriodEnd as string).getTime()).toBeGreaterThan(Date.now() + 27 * DAY);
    expect((await agent.get('/api/user/plan-limits').expect(200)).body).toMatchObject({
      maxProperties: 50,
      maxTenants: 150,
    });

    const before = await agent.get('/api/billing/subscription').expect(200);
    expect((await deliver(completed).expect(200)).body).toEqual({ result: 'duplicate' });
    expect((await agent.get('/api/billing/subscription').expect(200)).body).toEqual(before.body);

    // The return page verifies the session: active, and another organization cannot read it.
    expect((await agent.get(`/api/billing/checkout-session/${sessionId}`).expect(200)).body).toMatchObject({
      state: 'active',
      planType: 'professional',
      interval: 'monthly',
    });
    const stranger = await signedInAgent(testApp, await createOwner(testApp.services));
    await stranger.get(`/api/billing/checkout-session/${sessionId}`).expect(404);
    const subscription = (await agent.get('/api/billing/subscription').expect(200)).body;
    expect(subscription).toMatchObject({
      planType: 'professional',
      provider: 'stripe',
      canManageOnline: true,
      nextInvoice: { amountCents: 6000 },
    });
    expect(subscription.invoices[0]).toMatchObject({
      amountCents: 6000,
      status: 'paid',
      pdfUrl: expect.stringContaining('/invoices/'),
    });
  });

  it('activates on the return page when the webhook has not arrived yet; the late webhook then changes nothing', async () => {
    const { agent, sessionId, events } = await subscribe('basic', 'yearly');
    expect((await agent.get(`/api/billing/checkout-session/${sessionId}`).expect(200)).body).toMatchObject({
      state: 'active',
      planType: 'basic',
      interval: 'yearly',
    });
    expect((await agent.get('/api/user/plan').expect(200)).body).toMatchObject({
      planType: 'basic',
      status: 'active',
    });
    for (const event of events) await deliver(event).expect(200);
    expect((await agent.get('/api/user/plan').expect(200)).body).toMatchObject({
      planType: 'basic',
      status: 'active',
    });
  });

  it('refuses a forged signature and changes nothing', async () => {
    const { agent, events } = await subscribe('professional');
    const completed = events[0];
    if (!completed) throw new Error('no event');
    const response = await deliver(completed, 'whsec_someone_else').expect(400);
    expect(response.body.code).toBe('validation_error');
    await request(testApp.callback)
      .post('/api/billing/webhook')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify(completed))
      .expect(400);
    expect((await agent.get('/api/user/plan').expect(200)).body.planType).toBe('free');
  });

  it('keeps the newest subscription state when events arrive out of order', async () => {
    const { agent, events } = await subscribe('basic');
    for (const event of events) await deliver(event).expect(200);
    const created = events.find((event) => event.type === 'customer.subscription.created');
    const subscription = created?.data as { object: Record<string, unknown> };
    const now = Math.floor(clock.now().getTime() / 1000) + 60;
    const pastDue = double.event(
      'customer.subscription.updated',
      { ...subscription.object, status: 'past_due' },
      now,
    );
    const olderActive = double.event(
      'customer.subscription.updated',
      { ...subscription.object, status: 'active' },
      now - 30,
    );
    expect((await deliver(pastDue).expect(200)).body.result).toBe('processed');
    expect((await deliver(olderActive).expect(200)).body.result).toBe('ignored');
    expect((await agent.get('/api/user/plan').expect(200)).body).toMatchObject({
      planType: 'basic',
      status: 'past_due',
    });
  });

  it('gives Free on unpaid and paused, and keeps a past due plan to 7 days after the period end (issue 26)', async () => {
    const { owner, agent, events } = await subscribe('professional');
    for (const event of events) await deliver(event).expect(200);
    const created = events.find((event) => event.type === 'customer.subscription.created');
    const subscription = (created?.data as { object: Record<string, unknown> }).object;
    let stateAt = Math.floor(clock.now().getTime() / 1000) + 60;
    const update = async (status: string) => {
      stateAt += 60;
      const event = double.event('customer.subscription.updated', { ...subscription, status }, stateAt);
      expect((await deliver(event).expect(200)).body.result).toBe('processed');
      return (await agent.get('/api/user/plan').expect(200)).body;
    };
    const createProperty = () => agent.post('/api/properties').set('Origin', ORIGIN).send(PROPERTY_REQUEST);
    for (let index = 0; index < 3; index += 1) await createProperty().expect(201);

    expect(await update('unpaid')).toMatchObject({ planType: 'free', status: 'past_due' });
    expect((await createProperty().expect(403)).body.code).toBe('plan_required');
    expect(await update('active')).toMatchObject({ planType: 'professional', status: 'active' });
    expect(await update('paused')).toMatchObject({ planType: 'free', status: 'incomplete' });
    expect((await createProperty().expect(403)).body.code).toBe('plan_required');

    const pastDue = await update('past_due');
    expect(pastDue).toMatchObject({ planType: 'professional', status: 'past_due' });
    await createProperty().expect(201);
    const periodEnd = new Date(pastDue.currentPeriodEnd as string).getTime();
    // Moves the clock and remembers by how much, so the next tests get it back exactly.
    let advanced = 0;
    const advance = (ms: number) => {
      clock.advance(ms);
      advanced += ms;
    };
    // Weeks later the first session has expired: a new sign-in reads the plan then.
    advance(periodEnd + 7 * DAY - 60_000 - clock.now().getTime());
    try {
      const later = await signedInAgent(testApp, owner);
      expect((await later.get('/api/user/plan').expect(200)).body.planType).toBe('professional');
      advance(2 * 60_000);
      expect((await later.get('/api/user/plan').expect(200)).body).toMatchObject({
        planType: 'free',
        status: 'past_due',
      });
      const refused = await later.post('/api/properties').set('Origin', ORIGIN).send(PROPERTY_REQUEST);
      expect(refused.body.code).toBe('plan_required');
    } finally {
      clock.advance(-advanced);
    }
  });

  it('upgrades and downgrades with proration', async () => {
    const { agent, events } = await subscribe('basic');
    for (const event of events) await deliver(event).expect(200);

    const upgraded = (
      await agent
        .post('/api/billing/change-plan')
        .send({ plan: 'professional', interval: 'monthly' })
        .expect(200)
    ).body;
    const update = double.requests
      .filter((entry) => entry.method === 'POST' && entry.path.startsWith('/v1/subscriptions/'))
      .at(-1);
    expect(update?.body).toMatchObject({
      proration_behavior: 'create_prorations',
      items: { '0': { price: 'price_professional_monthly' } },
    });
    expect(upgraded).toMatchObject({ planType: 'professional', status: 'active' });
    // The next invoice charges the new price plus the prorated difference for the rest of this month.
    expect(upgraded.nextInvoice.amountCents).toBeGreaterThan(6000 + 3000);
    expect((await agent.get('/api/user/plan-limits').expect(200)).body.maxProperties).toBe(50);

    const downgraded = (
      await agent.post('/api/billing/change-plan').send({ plan: 'basic', interval: 'monthly' }).expect(200)
    ).body;
    expect(downgraded.planType).toBe('basic');
    // The unused part of the upgrade is credited back: the next invoice is about the basic price again.
    expect(downgraded.nextInvoice.amountCents).toBeLessThan(upgraded.nextInvoice.amountCents - 3000);
    await agent.post('/api/billing/change-plan').send({ plan: 'basic', interval: 'monthly' }).expect(422);
  });

  it('cancels at period end: access is kept until then, then the organization is on Free', async () => {
    const { owner, agent, events } = await subscribe('professional');
    for (const event of events) await deliver(event).expect(200);
    const cancelled = (await agent.post('/api/billing/cancel').expect(200)).body;
    expect(cancelled).toMatchObject({ planType: 'professional', status: 'active', canManageOnline: false });
    expect(cancelled.cancelAt).toBe(cancelled.currentPeriodEnd);
    expect((await agent.get('/api/user/plan').expect(200)).body).toMatchObject({
      planType: 'professional',
      cancelAt: cancelled.cancelAt,
    });

    const periodEnd = new Date(cancelled.cancelAt as string).getTime();
    clock.advance(periodEnd - clock.now().getTime() + 1000);
    try {
      const plan = await testApp.services.billing.getEffectivePlan(owner.context.organizationId);
      expect(plan).toMatchObject({ planType: 'free', status: 'canceled', maxProperties: 3 });
    } finally {
      clock.advance(-(periodEnd - Date.now() + 1000));
    }
    // Stripe ends the subscription at that date: the same outcome from its event.
    const subscriptionId = (events[1]?.data as { object: { id: string } }).object.id;
    await request(double.url).delete(`/v1/subscriptions/${subscriptionId}`).expect(200);
    const deleted = double.event(
      'customer.subscription.deleted',
      { ...(double.subscriptions.get(subscriptionId) ?? {}) },
      Math.floor(Date.now() / 1000) + 120,
    );
    expect((await deliver(deleted).expect(200)).body.result).toBe('processed');
    expect((await agent.get('/api/user/plan').expect(200)).body).toMatchObject({
      planType: 'free',
      status: 'canceled',
    });
  });

  it('falls back to bank transfer when Stripe does not answer', async () => {
    const owner = await createOwner(testApp.services, { language: 'fr' });
    const agent = await signedInAgent(testApp, owner);
    double.failing = true;
    try {
      const answer = (
        await agent
          .post('/api/billing/checkout-session')
          .send({ plan: 'basic', interval: 'monthly' })
          .expect(201)
      ).body;
      expect(answer).toMatchObject({
        kind: 'bank_transfer',
        bankTransfer: { reason: 'unavailable', amountCents: 2500 },
      });
    } finally {
      double.failing = false;
    }
    expect((await mailsTo(testApp, owner.email))[0]?.subject).toContain('Informations de paiement');
  });
});

describe('billing without Stripe: trial and bank transfer', () => {
  let testApp: TestApp;
  const clock = movableClock();

  beforeAll(async () => {
    testApp = await createTestApp({ env: { PUBLIC_URL: ORIGIN }, clock });
  });
  afterAll(async () => testApp?.close());

  it('gives a new sign-up 14 days of Professional once the address is verified, then Free: over-limit properties stay readable, new ones are refused', async () => {
    const { createdOwner } = await testApp.services.identity.signUp({
      email: 'trial@example.be',
      password: 'correct horse battery',
      firstName: 'Tine',
      language: 'nl',
    });
    if (!createdOwner) throw new Error('no account');
    // No trial for an address nobody has proven (issue 26): Free until the mailed link is opened.
    expect(await testApp.services.billing.getUserPlan(createdOwner)).toMatchObject({
      planType: 'free',
      trialEndsAt: null,
    });
    const token = await tokenFromLatestMail(testApp, 'trial@example.be', '/verify-email');
    await request(testApp.callback)
      .post('/api/auth/verify-email')
      .set('Origin', ORIGIN)
      .send({ token })
      .expect(200);
    const plan = await testApp.services.billing.getUserPlan(createdOwner);
    expect(plan).toMatchObject({ planType: 'professional', status: 'active' });
    expect(new Date(plan.trialEndsAt ?? '').getTime() - clock.now().getTime()).toBeGreaterThan(13.9 * DAY);

    const owner = await createOwner(testApp.services);
    await testApp.services.billing.startTrial(owner.context.organizationId);
    const agent = await signedInAgent(testApp, owner);
    for (let index = 0; index < 4; index += 1)
      await agent.post('/api/properties').send(PROPERTY_REQUEST).expect(201);

    clock.advance(15 * DAY);
    try {
      expect((await agent.get('/api/user/plan').expect(200)).body).toMatchObject({
        planType: 'free',
        status: 'active',
      });
      expect((await agent.get('/api/user/plan-limits').expect(200)).body).toMatchObject({
        activeProperties: 4,
        maxProperties: 3,
      });
      expect((await agent.get('/api/properties').expect(200)).body.total).toBe(4);
      expect((await agent.post('/api/properties').send(PROPERTY_REQUEST).expect(403)).body.code).toBe(
        'plan_required',
      );
    } finally {
      clock.advance(-15 * DAY);
    }
  });

  it('answers bank-transfer details with an OGM, mails them, and activates the plan when the provider confirms the transfer', async () => {
    const owner = await createOwner(testApp.services, { language: 'nl' });
    const agent = await signedInAgent(testApp, owner);
    const answer = (
      await agent
        .post('/api/billing/checkout-session')
        .send({ plan: 'professional', interval: 'yearly' })
        .expect(201)
    ).body;
    expect(answer).toMatchObject({
      kind: 'bank_transfer',
      bankTransfer: {
        reason: 'not_configured',
        amountCents: 57600,
        activationHours: 24,
        iban: expect.any(String),
      },
    });
    const reference = answer.bankTransfer.structuredReference as string;
    expect(reference).toMatch(/^\+\+\+\d{3}\/\d{4}\/\d{5}\+\+\+$/);
    const [mail] = await mailsTo(testApp, owner.email);
    expect(mail?.subject).toBe('Betaalgegevens voor je Professional-abonnement');
    expect(mail?.text).toContain(reference);
    expect(mail?.text).toMatch(/€\s576,00/);
    expect(
      (await agent.get('/api/billing/subscription').expect(200)).body.pendingBankTransfer.structuredReference,
    ).toBe(reference);
    expect((await agent.get('/api/user/plan').expect(200)).body.planType).toBe('free');

    const confirm = (amountCents: number) =>
      testApp.services.billing.confirmBankTransfer({ reference: reference.replace(/\+/g, '*'), amountCents });
    await expect(confirm(57500)).rejects.toMatchObject({
      code: 'business_rule',
      messageKey: 'billing.errors.transferAmountMismatch',
      params: { offeredCents: 57600, receivedCents: 57500 },
    });
    expect((await agent.get('/api/user/plan').expect(200)).body.planType).toBe('free');
    const confirmed = await confirm(57600);
    expect(confirmed.alreadyConfirmed).toBe(false);
    const subscription = (await agent.get('/api/billing/subscription').expect(200)).body;
    expect(subscription).toMatchObject({
      planType: 'professional',
      status: 'active',
      provider: 'bank_transfer',
      interval: 'yearly',
      pendingBankTransfer: null,
      canManageOnline: false,
    });
    expect(subscription.invoices[0]).toMatchObject({
      number: reference,
      amountCents: 57600,
      status: 'paid',
      pdfUrl: null,
    });
    expect(
      (await testApp.services.billing.confirmBankTransfer({ reference, amountCents: 57600 }))
        .alreadyConfirmed,
    ).toBe(true);
    const refused = await agent.post('/api/billing/cancel').expect(422);
    expect(refused.body.message).toBe('Er is geen online abonnement om te wijzigen of op te zeggen.');
  });

  it('refuses to confirm a transfer reference offered more than 60 days ago', async () => {
    const owner = await createOwner(testApp.services);
    const agent = await signedInAgent(testApp, owner);
    const offered = (
      await agent
        .post('/api/billing/checkout-session')
        .set('Origin', ORIGIN)
        .send({ plan: 'basic', interval: 'monthly' })
        .expect(201)
    ).body.bankTransfer as { structuredReference: string; amountCents: number; createdAt: string };
    const confirm = () =>
      testApp.services.billing.confirmBankTransfer({
        reference: offered.structuredReference,
        amountCents: offered.amountCents,
      });
    clock.advance(61 * DAY);
    try {
      await expect(confirm()).rejects.toMatchObject({
        code: 'business_rule',
        messageKey: 'billing.errors.transferReferenceExpired',
        params: { offeredOn: offered.createdAt.slice(0, 10), days: 60 },
      });
    } finally {
      clock.advance(-61 * DAY);
    }
    expect((await confirm()).alreadyConfirmed).toBe(false);
  });

  it('refuses the webhook when Stripe is not configured, and the diagnostics show no secret', async () => {
    await request(testApp.callback)
      .post('/api/billing/webhook')
      .set('Content-Type', 'application/json')
      .send('{}')
      .expect(404);
    const agent = await signedInAgent(testApp, await createOwner(testApp.services));
    const diagnostics = (await agent.get('/api/diagnostics/stripe').expect(200)).body;
    expect(diagnostics).toMatchObject({
      mode: 'not_configured',
      testCheckoutAvailable: false,
      webhookEvents: [],
    });
    await agent
      .post('/api/diagnostics/stripe-test/checkout-session')
      .send({ plan: 'basic', interval: 'monthly' })
      .expect(404);
    expect((await agent.get('/api/diagnostics/google-api').expect(200)).body.geocoder.provider).toBe(
      'postal_code',
    );
    const geocode = (
      await agent
        .post('/api/diagnostics/google-api/geocode')
        .send({ street: 'Veldstraat', houseNumber: '1', postalCode: '9000', city: 'Gent' })
        .expect(200)
    ).body;
    expect(geocode.found).toBe(true);
  });
});
