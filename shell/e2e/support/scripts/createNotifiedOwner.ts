// Run by support/notifiedOwner.ts with tsx, next to the running product, on the same database (DATA_DIR or
// DATABASE_URL): a new, verified owner with server notifications created through the messaging service.
import { registerVerifiedOwner, runSeed } from './seedServices';

const DEVICES = [
  'Firefox · Windows',
  'Safari · iPhone',
  'Edge · Windows',
  'Chrome · Android',
  'Safari · macOS',
  'Firefox · Linux',
  'Chrome · ChromeOS',
  'Samsung Internet · Android',
  'Opera · Windows',
  'Safari · iPad',
  'Chrome · macOS',
  'Edge · macOS',
];

runSeed(
  async (services, [email = '', password = '', countText = '0']) => {
    const count = Number(countText);
    const context = await registerVerifiedOwner(services, {
      email,
      password,
      firstName: 'Noor',
      lastName: 'Claes',
    });
    const now = Date.now();
    // Oldest first, an hour apart: the newest is the last one, "Nieuwe aanmelding op <the last device>".
    for (let index = 0; index < count; index += 1) {
      await services.messaging.notify(context, {
        type: 'warning',
        titleKey: 'notifications.newDeviceSignIn.title',
        messageKey: 'notifications.newDeviceSignIn.message',
        params: { device: DEVICES[index % DEVICES.length]! },
        actionLabelKey: 'notifications.actions.reviewSessions',
        actionUrl: '/settings#account',
        occurredAt: new Date(now - (count - index) * 3_600_000).toISOString(),
      });
    }
    return { devices: DEVICES.slice(0, count) };
  },
  (config) => ({ ...config, MESSAGING_SERVICE_URL: undefined }),
);
