import crypto from 'node:crypto';
import type { DataSource } from 'typeorm';
import { AppError } from '@immodesk/platform/errors';
import type { Clock } from '@immodesk/platform/ports/clock';
import { rateLimitStore, type RateLimitRule } from '@immodesk/platform/rateLimit/rateLimitStore';
import type { AppContext } from '../http/appContext';
import { clientNetwork } from './clientNetwork';

export type RateLimiter = (ctx: AppContext, rules: RateLimitRule[]) => Promise<void>;

const MINUTE = 60_000;

/** Checks a route's limits (shared by every instance through the database); 429 `rate_limited` when over. */
export function createRateLimiter(dataSource: DataSource, clock: Clock): RateLimiter {
  const store = rateLimitStore(dataSource);
  return async (ctx, rules) => {
    if (rules.length === 0) return;
    const verdict = await store.hit(rules, clock.now());
    if (!verdict.isAllowed) {
      ctx.set('Retry-After', String(verdict.retryAfterSeconds));
      throw new AppError('rate_limited');
    }
  };
}

/**
 * A limit per client network: the IPv4 address, or the IPv6 /64 (ctx.ip honours X-Forwarded-For only from the
 * TRUSTED_PROXIES nearest proxies).
 */
export function perIp(scope: string, ctx: AppContext, limit: number, minutes: number): RateLimitRule {
  return { key: `${scope}:ip:${clientNetwork(ctx.ip)}`, limit, windowMs: minutes * MINUTE };
}

/** A limit per account, keyed by a hash of the address so the counters table holds no e-mail addresses. */
export function perAccount(scope: string, email: string, limit: number, minutes: number): RateLimitRule {
  const digest = crypto.createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32);
  return { key: `${scope}:account:${digest}`, limit, windowMs: minutes * MINUTE };
}

export function perUser(scope: string, userId: string, limit: number, minutes: number): RateLimitRule {
  return { key: `${scope}:user:${userId}`, limit, windowMs: minutes * MINUTE };
}

/** A window: at most `limit` calls in `minutes`. */
type Window = [limit: number, minutes: number];

/** A route's `rateLimit`: one window per client address. */
export function limitPerIp(scope: string, ...window: Window) {
  return ({ ctx }: { ctx: AppContext }): RateLimitRule[] => [perIp(scope, ctx, ...window)];
}

/** A signed-in route's `rateLimit`: one window per user. */
export function limitPerUser(scope: string, ...window: Window) {
  return ({ session }: { session: { userId: string } }): RateLimitRule[] => [
    perUser(scope, session.userId, ...window),
  ];
}

/** A signed-in route's `rateLimit`: a window per client address and one per user, under one scope. */
export function limitPerIpAndUser(scope: string, windows: { ip: Window; user: Window }) {
  return ({ ctx, session }: { ctx: AppContext; session: { userId: string } }): RateLimitRule[] => [
    perIp(scope, ctx, ...windows.ip),
    perUser(scope, session.userId, ...windows.user),
  ];
}

/** A public route's `rateLimit` when it names an e-mail address: a window per client address and one per account. */
export function limitPerIpAndAccount(scope: string, windows: { ip: Window; account: Window }) {
  return ({ ctx, body }: { ctx: AppContext; body: { email: string } }): RateLimitRule[] => [
    perIp(scope, ctx, ...windows.ip),
    perAccount(scope, body.email, ...windows.account),
  ];
}
