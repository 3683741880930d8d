import crypto from 'node:crypto';
import type { DataSource } from 'typeorm';
import { AppError } from '@immodesk/platform/errors';
import type { Clock } from '@immodesk/platform/ports/clock';
import { rateLimitStore, type RateLimitRule } from '@immodesk/platform/rateLimit/rateLimitStore';
import type { AppContext } from '../http/appContext';

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

/** A limit per client address (ctx.ip honours X-Forwarded-For only from the TRUSTED_PROXIES nearest proxies). */
export function perIp(scope: string, ctx: AppContext, limit: number, minutes: number): RateLimitRule {
  return { key: `${scope}:ip:${ctx.ip}`, limit, windowMs: minutes * MINUTE };
}

/** A limit per account, keyed by a hash of the address so the counters table holds no e-mail addresses. */
export function perAccount(scope: string, email: string, limit: number, minutes: number): RateLimitRule {
  const digest = crypto.createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32);
  return { key: `${scope}:account:${digest}`, limit, windowMs: minutes * MINUTE };
}

export function perUser(scope: string, userId: string, limit: number, minutes: number): RateLimitRule {
  return { key: `${scope}:user:${userId}`, limit, windowMs: minutes * MINUTE };
}
