import { describe, expect, it } from 'vitest';
import { createSessionCache } from './sessionCache';

const session = { organizationId: 'org-1', userId: 'user-1', sessionId: 'session-1', expiresAt: 1_000_000 };

describe('session cache', () => {
  it('answers from memory within the time-to-live, then asks again', () => {
    const cache = createSessionCache({ ttlMs: 10_000, maxEntries: 10 });
    cache.set('hash', session, 0);
    expect(cache.get('hash', 9_999)?.userId).toBe('user-1');
    expect(cache.get('hash', 10_001)).toBeUndefined();
  });

  it('never answers for a session past its expiry', () => {
    const cache = createSessionCache({ ttlMs: 10_000, maxEntries: 10 });
    cache.set('hash', { ...session, expiresAt: 5_000 }, 0);
    expect(cache.get('hash', 5_000)).toBeUndefined();
  });

  it('forgets a session ended by token or by id at once', () => {
    const cache = createSessionCache({ ttlMs: 10_000, maxEntries: 10 });
    cache.set('a', session, 0);
    cache.set('b', { ...session, sessionId: 'session-2' }, 0);
    cache.evictToken('a');
    cache.evictSession('session-2');
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('b', 1)).toBeUndefined();
  });

  it('drops the oldest entry when full', () => {
    const cache = createSessionCache({ ttlMs: 10_000, maxEntries: 2 });
    cache.set('a', session, 0);
    cache.set('b', session, 0);
    cache.set('c', session, 0);
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('c', 1)).toBeDefined();
  });
});
