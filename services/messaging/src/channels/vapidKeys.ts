import webpush from 'web-push';
import type { DataSource } from 'typeorm';
import type { Clock } from '@immodesk/platform/ports/clock';
import { VapidKeyEntity } from '../entities/VapidKeyEntity';

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

/** Where the VAPID keys come from: the environment (production), or generated once and stored (`npm start`, tests). */
export type VapidSource = { kind: 'configured'; keys: VapidKeys } | { kind: 'stored'; subject: string };

const STORED_ID = 'default';

/**
 * The VAPID keys push messages are signed with. Without VAPID_* (only outside production, config.ts refuses it
 * there), a pair is generated on first use and kept in the database, so subscriptions made yesterday still
 * verify today; two instances racing to create it both end up with the first one stored.
 */
export function vapidKeyStore(dataSource: DataSource, clock: Clock, source: VapidSource) {
  let cached: VapidKeys | null = source.kind === 'configured' ? source.keys : null;
  return async (): Promise<VapidKeys> => {
    if (cached) return cached;
    if (source.kind === 'configured') return source.keys;
    const repository = dataSource.getRepository(VapidKeyEntity);
    let row = await repository.findOneBy({ id: STORED_ID });
    if (!row) {
      const generated = webpush.generateVAPIDKeys();
      const now = clock.now();
      await repository
        .createQueryBuilder()
        .insert()
        .values({ id: STORED_ID, ...generated, createdAt: now, updatedAt: now })
        .orIgnore()
        .execute();
      row = await repository.findOneByOrFail({ id: STORED_ID });
    }
    cached = { publicKey: row.publicKey, privateKey: row.privateKey, subject: source.subject };
    return cached;
  };
}
