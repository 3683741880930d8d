import { eventBus } from '../events/eventBus';

/** Text values a remote dialog opens with, e.g. `{ propertyId }`: what an address's query string could carry. */
export type RemoteDialogParams = Readonly<Record<string, string>>;

/** Which dialog of which remote to open, and with what. */
export type RemoteDialogRequest = { remote: string; dialog: string; params: RemoteDialogParams };

/** What a remote's dialog component receives when the shell mounts it in its overlay. */
export type RemoteDialogProps = {
  params: RemoteDialogParams;
  /** Unmounts the dialog; the focus returns to where it was. */
  onClose: () => void;
};

/** What a remote's widget component receives when the shell mounts it in one of its slots (e.g. the dashboard). */
export type RemoteWidgetProps = { params: RemoteDialogParams };

/**
 * Opens dialog `dialog` of remote `remote` (e.g. `openRemoteDialog('documents', 'upload', { propertyId })`).
 * The shell answers it: it loads the remote through its loader and mounts the remote's one exposed module in an
 * overlay, with a fallback when the remote cannot load. Remotes never import each other; what the dialog changed
 * comes back as a `data:changed` event.
 */
export function openRemoteDialog(
  remote: string,
  dialog: string,
  params: Record<string, string | null | undefined> = {},
): void {
  const present = Object.entries(params).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
  );
  eventBus.emit('remote-dialog:open', { remote, dialog, params: Object.fromEntries(present) });
}
