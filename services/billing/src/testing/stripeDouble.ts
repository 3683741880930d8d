import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/** A price the double knows: what it charges and how long a period lasts. */
export type DoublePrice = { amountCents: number; interval: 'month' | 'year' };

export type StripeDoubleOptions = {
  webhookSecret: string;
  /** Where paid checkouts and subscription changes are posted, signed (the product's /api/billing/webhook). */
  webhookUrl?: string;
  prices: Record<string, DoublePrice>;
  port?: number;
};

type Json = Record<string, unknown>;
type Subscription = Json & {
  id: string;
  customer: string;
  status: string;
  cancel_at: number | null;
  cancel_at_period_end: boolean;
  metadata: Record<string, string>;
  items: { object: 'list'; data: SubscriptionItem[] };
};
type SubscriptionItem = {
  id: string;
  object: 'subscription_item';
  price: { id: string; object: 'price' };
  current_period_start: number;
  current_period_end: number;
};
type Session = Json & {
  id: string;
  status: string;
  payment_status: string;
  subscription: string | null;
  customer: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  success_url: string;
  url: string;
  price: string;
  subscriptionMetadata: Record<string, string>;
};

const nowSeconds = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** `a[b][0][c]=v` form fields (how the stripe library encodes requests) as nested objects; list indexes stay keys. */
function parseForm(body: string): Json {
  const result: Json = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let target = result;
    path.forEach((part, index) => {
      if (index === path.length - 1) target[part] = value;
      else target = (target[part] ??= {}) as Json;
    });
  }
  return result;
}

function addPeriod(start: number, interval: DoublePrice['interval']): number {
  const date = new Date(start * 1000);
  if (interval === 'month') date.setUTCMonth(date.getUTCMonth() + 1);
  else date.setUTCFullYear(date.getUTCFullYear() + 1);
  return Math.floor(date.getTime() / 1000);
}

/**
 * A small local Stripe: the endpoints billing uses (checkout sessions, subscriptions, invoice preview and list),
 * answering in Stripe's recorded response shapes, plus a hosted checkout page whose Pay button completes the session,
 * posts the signed webhooks (signed with the stripe library's own test-header helper) and redirects to the success URL.
 * Point the product at it with STRIPE_API_HOST/PORT/PROTOCOL (see README, "Billing").
 */
export class StripeDouble {
  readonly sessions = new Map<string, Session>();
  readonly subscriptions = new Map<string, Subscription>();
  readonly invoices: Json[] = [];
  /** Proration lines waiting for the next invoice, per subscription. */
  readonly pendingProrations = new Map<string, number>();
  /** Every API request received: tests check what the product asked for (e.g. proration_behavior). */
  readonly requests: { method: string; path: string; body: Json }[] = [];
  /** Results of webhook deliveries (HTTP status per event id). */
  readonly deliveries: { eventId: string; type: string; status: number }[] = [];
  /** While true, every API call answers 500 (Stripe is down). */
  failing = false;
  private server: http.Server | null = null;
  private readonly stripe = new Stripe('sk_test_double');

  constructor(readonly options: StripeDoubleOptions) {}

  get url(): string {
    const address = this.server?.address() as AddressInfo | null;
    if (!address) throw new Error('The Stripe double is not running');
    return `http://127.0.0.1:${address.port}`;
  }

  get port(): number {
    return (this.server?.address() as AddressInfo).port;
  }

  async start(): Promise<this> {
    this.server = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        this.route(
          request.method ?? 'GET',
          new URL(request.url ?? '/', 'http://double'),
          body,
          response,
        ).catch((error: unknown) => {
          response.writeHead(500, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
        });
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(this.options.port ?? 0, '127.0.0.1', resolve));
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = null;
  }

  /** A webhook event in Stripe's shape. */
  event(type: string, object: Json, created = nowSeconds()): Json {
    return {
      id: newId('evt'),
      object: 'event',
      api_version: '2026-10-28.endive',
      created,
      type,
      livemode: false,
      pending_webhooks: 1,
      data: { object },
    };
  }

  /** The payload and Stripe-Signature header of an event, signed with the webhook secret (or another, to forge). */
  sign(event: Json, secret = this.options.webhookSecret): { payload: string; signature: string } {
    const payload = JSON.stringify(event);
    return { payload, signature: this.stripe.webhooks.generateTestHeaderString({ payload, secret }) };
  }

  /** Posts a signed event to the product's webhook; answers the HTTP status. */
  async deliver(event: Json): Promise<number> {
    if (!this.options.webhookUrl) return 0;
    const { payload, signature } = this.sign(event);
    const response = await fetch(this.options.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });
    this.deliveries.push({ eventId: String(event.id), type: String(event.type), status: response.status });
    return response.status;
  }

  /** The customer pays on the hosted page: session complete, subscription active, first invoice paid. Answers the events Stripe would send. */
  pay(sessionId: string): Json[] {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`No checkout session ${sessionId}`);
    if (session.status === 'complete') return [];
    const price = this.options.prices[session.price];
    if (!price) throw new Error(`Unknown price ${session.price}`);
    const customer = session.customer ?? newId('cus');
    const start = nowSeconds();
    const subscription: Subscription = {
      id: newId('sub'),
      object: 'subscription',
      customer,
      status: 'active',
      cancel_at: null,
      cancel_at_period_end: false,
      created: start,
      metadata: session.subscriptionMetadata,
      items: {
        object: 'list',
        data: [
          {
            id: newId('si'),
            object: 'subscription_item',
            price: { id: session.price, object: 'price' },
            current_period_start: start,
            current_period_end: addPeriod(start, price.interval),
          },
        ],
      },
    };
    this.subscriptions.set(subscription.id, subscription);
    Object.assign(session, {
      status: 'complete',
      payment_status: 'paid',
      subscription: subscription.id,
      customer,
    });
    this.addInvoice(customer, subscription.id, price.amountCents);
    return [
      this.event('checkout.session.completed', this.publicSession(session)),
      this.event('customer.subscription.created', subscription),
    ];
  }

  private addInvoice(customer: string, subscription: string, amountCents: number): void {
    const id = newId('in');
    this.invoices.unshift({
      id,
      object: 'invoice',
      customer,
      subscription,
      number: `DBL-${String(this.invoices.length + 1).padStart(4, '0')}`,
      created: nowSeconds(),
      status: 'paid',
      total: amountCents,
      amount_due: amountCents,
      invoice_pdf: `${this.url}/invoices/${id}.pdf`,
    });
  }

  private publicSession({ price: _price, subscriptionMetadata: _metadata, ...session }: Session): Json {
    return session;
  }

  private updateSubscription(subscription: Subscription, form: Json): void {
    const items = form.items as Record<string, { price?: string }> | undefined;
    const newPrice = items?.['0']?.price;
    const item = subscription.items.data[0];
    if (newPrice && item && newPrice !== item.price.id) {
      const before = this.options.prices[item.price.id];
      const after = this.options.prices[newPrice];
      if (!after || !before) throw new Error(`Unknown price ${newPrice}`);
      if (form.proration_behavior !== 'none') {
        // Stripe's proration: credit for the unused time on the old price, charge for the rest of the period on the new one.
        const now = nowSeconds();
        const remaining =
          Math.max(0, item.current_period_end - now) / (item.current_period_end - item.current_period_start);
        const proration = Math.round((after.amountCents - before.amountCents) * remaining);
        this.pendingProrations.set(
          subscription.id,
          (this.pendingProrations.get(subscription.id) ?? 0) + proration,
        );
      }
      item.price = { id: newPrice, object: 'price' };
    }
    if (form.cancel_at_period_end !== undefined) {
      subscription.cancel_at_period_end = form.cancel_at_period_end === 'true';
      subscription.cancel_at = subscription.cancel_at_period_end ? (item?.current_period_end ?? null) : null;
    }
  }

  private async route(method: string, url: URL, body: string, response: http.ServerResponse): Promise<void> {
    const send = (status: number, json: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
      response.end(JSON.stringify(json));
    };
    const notFound = () =>
      send(404, {
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: `No such object: ${url.pathname}`,
        },
      });
    const form = parseForm(body);
    if (url.pathname.startsWith('/v1/')) {
      this.requests.push({ method, path: url.pathname, body: form });
      if (this.failing)
        return send(500, { error: { type: 'api_error', message: 'The double is failing on purpose' } });
    }
    const segments = url.pathname.split('/').filter(Boolean);

    if (method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const lineItems = form.line_items as Record<string, { price: string }> | undefined;
      const price = lineItems?.['0']?.price ?? '';
      if (!this.options.prices[price])
        return send(400, { error: { type: 'invalid_request_error', message: `No such price: '${price}'` } });
      const id = newId('cs_test');
      const session: Session = {
        id,
        object: 'checkout.session',
        mode: 'subscription',
        status: 'open',
        payment_status: 'unpaid',
        subscription: null,
        customer: (form.customer as string | undefined) ?? null,
        customer_email: (form.customer_email as string | undefined) ?? null,
        client_reference_id: (form.client_reference_id as string | undefined) ?? null,
        metadata: (form.metadata as Record<string, string> | undefined) ?? {},
        success_url: String(form.success_url),
        cancel_url: String(form.cancel_url),
        url: `${this.url}/checkout/${id}`,
        price,
        subscriptionMetadata:
          ((form.subscription_data as Json | undefined)?.metadata as Record<string, string> | undefined) ??
          {},
      };
      this.sessions.set(id, session);
      return send(200, this.publicSession(session));
    }
    if (
      method === 'GET' &&
      segments[0] === 'v1' &&
      segments[1] === 'checkout' &&
      segments[2] === 'sessions' &&
      segments[3]
    ) {
      const session = this.sessions.get(segments[3]);
      return session ? send(200, this.publicSession(session)) : notFound();
    }
    if (segments[0] === 'v1' && segments[1] === 'subscriptions' && segments[2]) {
      const subscription = this.subscriptions.get(segments[2]);
      if (!subscription) return notFound();
      if (method === 'POST') {
        this.updateSubscription(subscription, form);
        await this.deliver(this.event('customer.subscription.updated', subscription));
      }
      if (method === 'DELETE') {
        Object.assign(subscription, { status: 'canceled', canceled_at: nowSeconds() });
        await this.deliver(this.event('customer.subscription.deleted', subscription));
      }
      return send(200, subscription);
    }
    if (method === 'POST' && url.pathname === '/v1/invoices/create_preview') {
      const subscription = this.subscriptions.get(String(form.subscription));
      const item = subscription?.items.data[0];
      const price = item ? this.options.prices[item.price.id] : undefined;
      if (!subscription || !item || !price) return notFound();
      const amount = price.amountCents + (this.pendingProrations.get(subscription.id) ?? 0);
      return send(200, {
        object: 'invoice',
        id: null,
        customer: subscription.customer,
        subscription: subscription.id,
        amount_due: amount,
        total: amount,
        period_end: item.current_period_end,
        next_payment_attempt: item.current_period_end,
      });
    }
    if (method === 'GET' && url.pathname === '/v1/invoices') {
      const customer = url.searchParams.get('customer');
      const data = this.invoices.filter((invoice) => invoice.customer === customer);
      return send(200, { object: 'list', url: '/v1/invoices', has_more: false, data });
    }
    if (segments[0] === 'checkout' && segments[1])
      return this.hostedCheckout(method, segments[1], segments[2], response);
    if (segments[0] === 'invoices' && segments[1]) {
      response.writeHead(200, { 'content-type': 'application/pdf' });
      return void response.end('%PDF-1.4\n% Stripe double invoice\n');
    }
    return notFound();
  }

  /** The hosted payment page: GET shows the amount and a Pay button; POST …/pay pays, posts the webhooks, redirects. */
  private async hostedCheckout(
    method: string,
    sessionId: string,
    action: string | undefined,
    response: http.ServerResponse,
  ): Promise<void> {
    const session = this.sessions.get(sessionId);
    if (!session) {
      response.writeHead(404, { 'content-type': 'text/plain' });
      return void response.end('No such checkout session');
    }
    if (method === 'POST' && action === 'pay') {
      for (const event of this.pay(sessionId)) await this.deliver(event);
      response.writeHead(303, { location: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id) });
      return void response.end();
    }
    const price = this.options.prices[session.price];
    const amount = price
      ? new Intl.NumberFormat('nl-BE', { style: 'currency', currency: 'EUR' }).format(price.amountCents / 100)
      : '';
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Test checkout</title></head>` +
        `<body style="font-family:system-ui;max-width:28rem;margin:3rem auto;padding:0 1rem"><main><h1>Test checkout</h1><p>Amount: <strong>${amount}</strong> per ${price?.interval ?? ''}</p>` +
        `<form method="post" action="/checkout/${session.id}/pay"><button type="submit">Pay</button></form></main></body></html>`,
    );
  }
}
