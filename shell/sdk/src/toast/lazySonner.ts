import { createElement, useSyncExternalStore } from 'react';
import type { ExternalToast, toast as SonnerToast, ToasterProps } from 'sonner';

type Sonner = typeof import('sonner');
type ToastApi = typeof SonnerToast;
type Message = Parameters<ToastApi['success']>[0];
type Kind = 'success' | 'info' | 'warning' | 'error' | 'message' | 'loading';

// Sonner (~10 KB gz) is fetched with the first toast, not with every page: most pages never show one.
let sonner: Sonner | null = null;
let loading: Promise<Sonner> | null = null;
const listeners = new Set<() => void>();
let nextId = 1;

function loadSonner(): Promise<Sonner> {
  loading ??= import(/* webpackChunkName: "sonner" */ 'sonner').then(
    (module) => {
      sonner = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      loading = null; // the next toast tries again
      throw error;
    },
  );
  return loading;
}

/** Runs `call` once sonner is there; a toast asked for while it loads keeps its place in the order. */
function whenLoaded(call: (module: Sonner) => unknown): void {
  loadSonner().then(call, (error: unknown) =>
    console.error('[immodesk] the toast library did not load', error),
  );
}

/** Sonner's id when it is loaded; otherwise an id given now, so `dismiss(id)` works on a toast still on its way. */
function show(kind: Kind | null, message: Message, data?: ExternalToast): string | number {
  if (sonner)
    return kind ? sonner.toast[kind](message, data) : sonner.toast(message as Parameters<ToastApi>[0], data);
  const id = data?.id ?? `toast-${nextId++}`;
  whenLoaded(({ toast }) =>
    kind ? toast[kind](message, { ...data, id }) : toast(message as Parameters<ToastApi>[0], { ...data, id }),
  );
  return id;
}

/** Sonner's `toast`, same calls and options. */
export const toast: ToastApi = Object.assign(
  (message: Parameters<ToastApi>[0], data?: ExternalToast) => show(null, message, data),
  {
    success: (message: Message, data?: ExternalToast) => show('success', message, data),
    info: (message: Message, data?: ExternalToast) => show('info', message, data),
    warning: (message: Message, data?: ExternalToast) => show('warning', message, data),
    error: (message: Message, data?: ExternalToast) => show('error', message, data),
    message: (message: Message, data?: ExternalToast) => show('message', message, data),
    loading: (message: Message, data?: ExternalToast) => show('loading', message, data),
    custom: (jsx: Parameters<ToastApi['custom']>[0], data?: ExternalToast) => {
      if (sonner) return sonner.toast.custom(jsx, data);
      const id = data?.id ?? `toast-${nextId++}`;
      whenLoaded((module) => module.toast.custom(jsx, { ...data, id }));
      return id;
    },
    promise: ((promise, data) => {
      if (sonner) return sonner.toast.promise(promise, data);
      const shown = loadSonner().then((module) => module.toast.promise(promise, data));
      return { unwrap: () => shown.then((result) => result.unwrap()) };
    }) as ToastApi['promise'],
    dismiss: (id?: number | string) => {
      if (sonner) return sonner.toast.dismiss(id);
      // Nothing was shown yet unless sonner is on its way.
      if (loading) whenLoaded((module) => module.toast.dismiss(id));
      return id ?? '';
    },
    getHistory: () => sonner?.toast.getHistory() ?? [],
    getToasts: () => sonner?.toast.getToasts() ?? [],
  },
);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Sonner's `Toaster`, rendered once the first toast has brought sonner in (it then shows the toasts already asked for). */
export function Toaster(props: ToasterProps) {
  const loaded = useSyncExternalStore(
    subscribe,
    () => sonner,
    () => null,
  );
  return loaded ? createElement(loaded.Toaster, props) : null;
}
