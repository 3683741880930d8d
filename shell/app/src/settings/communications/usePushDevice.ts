import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  ZPushSettingsResponse,
  type TPushSubscription,
} from '@immodesk/contracts/user/pushSubscriptions.contract';
import { apiGet, apiPost, toastSuccess } from '@immodesk/sdk';
import { toastFailure } from '../../errors/toastFailure';
import { settingsKeys } from '../settingsKeys';

/** Where this browser stands: it cannot receive push, the user blocked it, it receives them, or not yet. */
export type PushDeviceState = 'checking' | 'unsupported' | 'blocked' | 'on' | 'off';

const WORKER_URL = '/sw.js';

function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The VAPID key as the Push API wants it: the bytes of its base64url text. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}

class PushBlocked extends Error {}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * Push notifications in this browser (Settings → communications): the service worker is registered and
 * permission asked only when the user turns them on, never on page load.
 */
export function usePushDevice() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const supported = pushSupported();
  const [subscription, setSubscription] = useState<PushSubscription | null | undefined>(
    supported ? undefined : null,
  );
  const settings = useQuery({
    queryKey: settingsKeys.pushSubscriptions(),
    queryFn: () => apiGet('/api/user/push-subscriptions', { schema: ZPushSettingsResponse }),
    enabled: supported,
  });

  useEffect(() => {
    if (!supported) return;
    let current = true;
    currentSubscription()
      .then((found) => current && setSubscription(found))
      .catch(() => current && setSubscription(null));
    return () => {
      current = false;
    };
  }, [supported]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: settingsKeys.pushSubscriptions() });

  const turnOn = useMutation({
    mutationFn: async () => {
      const publicKey = settings.data?.publicKey ?? (await settings.refetch()).data?.publicKey;
      if (!publicKey) throw new Error('push key unavailable');
      if ((await Notification.requestPermission()) !== 'granted') throw new PushBlocked();
      const registration = await navigator.serviceWorker.register(WORKER_URL, { scope: '/' });
      await navigator.serviceWorker.ready;
      const created = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(publicKey),
      });
      await apiPost('/api/user/push-subscriptions', created.toJSON() as TPushSubscription);
      return created;
    },
    onSuccess: (created) => {
      setSubscription(created);
      toastSuccess(t('communications.push.turnedOn'));
      void refresh();
    },
    onError: (error) => {
      if (error instanceof PushBlocked) setSubscription(null);
      toastFailure(
        t(error instanceof PushBlocked ? 'communications.push.blocked' : 'communications.push.failed'),
        error,
      );
    },
  });

  const turnOff = useMutation({
    mutationFn: async () => {
      if (!subscription) return;
      await apiPost('/api/user/push-subscriptions/unsubscribe', { endpoint: subscription.endpoint });
      await subscription.unsubscribe();
    },
    onSuccess: () => {
      setSubscription(null);
      toastSuccess(t('communications.push.turnedOff'));
      void refresh();
    },
    onError: (error) => toastFailure(t('communications.push.failed'), error),
  });

  let state: PushDeviceState;
  if (!supported) state = 'unsupported';
  else if (subscription === undefined) state = 'checking';
  else if (subscription) state = 'on';
  else if (Notification.permission === 'denied') state = 'blocked';
  else state = 'off';

  return {
    state,
    otherDevices: Math.max(0, (settings.data?.count ?? 0) - (subscription ? 1 : 0)),
    turnOn,
    turnOff,
  };
}
