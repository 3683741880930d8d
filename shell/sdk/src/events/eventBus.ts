import type { RemoteDialogRequest } from '../remotes/remoteDialog';

type Handler<Payload> = (payload: Payload) => void;

export type EventBus<Events extends Record<string, unknown>> = {
  on: <Name extends keyof Events>(name: Name, handler: Handler<Events[Name]>) => () => void;
  off: <Name extends keyof Events>(name: Name, handler: Handler<Events[Name]>) => void;
  emit: <Name extends keyof Events>(name: Name, payload: Events[Name]) => void;
};

export function createEventBus<Events extends Record<string, unknown>>(): EventBus<Events> {
  const handlers = new Map<keyof Events, Set<Handler<never>>>();
  const off: EventBus<Events>['off'] = (name, handler) => {
    handlers.get(name)?.delete(handler as Handler<never>);
  };
  return {
    on(name, handler) {
      const set = handlers.get(name) ?? new Set<Handler<never>>();
      set.add(handler as Handler<never>);
      handlers.set(name, set);
      return () => off(name, handler);
    },
    off,
    emit(name, payload) {
      for (const handler of [...(handlers.get(name) ?? [])]) {
        try {
          (handler as Handler<Events[typeof name]>)(payload);
        } catch (error) {
          // One faulty listener (say, in a remote) must not stop the others.
          console.error(`[immodesk] listener for "${String(name)}" failed`, error);
        }
      }
    },
  };
}

export type DataChangedEntity =
  'property' | 'tenant' | 'contractor' | 'contract' | 'payment' | 'document' | 'task' | 'expense';

/** Cross-app events. Add an event here with its payload type; remotes never import each other. */
export type ImmodeskEvents = {
  'remote:load-failed': { remote: string; error: unknown };
  'remote:mounted': { remote: string; version: string };
  'session:signed-in': { userId: string };
  'data:changed': { entity: DataChangedEntity; id?: string };
  /** `openRemoteDialog`: the shell mounts that remote's dialog in its overlay. */
  'remote-dialog:open': RemoteDialogRequest;
};

export const eventBus = createEventBus<ImmodeskEvents>();
