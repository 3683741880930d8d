import { runSeedScript } from './seedScript';

export type NotifiedOwner = { email: string; password: string; devices: string[] };

let counter = 0;

/**
 * A new owner in the product's database with `count` unread "new sign-in" notifications, the newest last in
 * `devices`. Created through the services (as the BFF would), in a separate process on the same data.
 */
export function createNotifiedOwner(count: number): NotifiedOwner {
  counter += 1;
  const email = `notified-${Date.now()}-${counter}@example.be`;
  const password = 'Bell-Notifications-2026';
  const output = runSeedScript('createNotifiedOwner', [email, password, String(count)], 'the notified owner');
  const { devices } = JSON.parse(output) as { devices: string[] };
  return { email, password, devices };
}
