import type { ResolvedSession } from '../use-cases/resolveSession';

/**
 * Resolved sessions kept in memory for a few seconds, so a page that fires ten API calls costs one session
 * lookup. A session ended through this process is evicted at once; one ended through another BFF instance
 * stays usable there for at most `ttlMs`.
 */
export type SessionCache = {
  get(tokenHash: string, now: number): (ResolvedSession & { expiresAt: number }) | undefined;
  set(tokenHash: string, session: ResolvedSession & { expiresAt: number }, now: number): void;
  evictToken(tokenHash: string): void;
  evictSession(sessionId: string): void;
};

export function createSessionCache(options: { ttlMs: number; maxEntries: number }): SessionCache {
  const entries = new Map<string, { session: ResolvedSession & { expiresAt: number }; cachedAt: number }>();
  return {
    get(tokenHash, now) {
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      if (now - entry.cachedAt > options.ttlMs || entry.session.expiresAt <= now) {
        entries.delete(tokenHash);
        return undefined;
      }
      return entry.session;
    },
    set(tokenHash, session, now) {
      if (entries.size >= options.maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(tokenHash, { session, cachedAt: now });
    },
    evictToken(tokenHash) {
      entries.delete(tokenHash);
    },
    evictSession(sessionId) {
      for (const [tokenHash, entry] of entries)
        if (entry.session.sessionId === sessionId) entries.delete(tokenHash);
    },
  };
}
