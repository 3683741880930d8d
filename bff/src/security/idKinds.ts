import type { IdKind } from './fullOrganization';
import type { InventoryRoute } from './routeInventory';

/** A path parameter that names no object of an organization, and why trying another's value means nothing. */
export type NotAnObject = { notAnObject: string };

/**
 * What each path parameter names, keyed by the path segment before it and its name (`tenants/:id`). A route whose
 * parameter is in neither list fails the cross-organization suite, so a new id route gets its case.
 */
const PARAMETER_KINDS: Record<string, IdKind | 'shareToken' | NotAnObject> = {
  'identities/:id': 'linkedIdentity',
  'sessions/:id': 'session',
  'checkout-session/:id': 'checkoutSession',
  'properties/:idOrUrlCode': 'property',
  'properties/:id': 'property',
  'photos/:photoId': 'photo',
  'tenants/:id': 'tenant',
  'contractors/:id': 'contractor',
  'rent-payments/:id': 'dueItem',
  'bank-accounts/:id': 'bankAccount',
  'bank-statement-lines/:id': 'statementLine',
  'contracts/:id': 'contract',
  'indexations/:indexationId': 'indexation',
  'expenses/:id': 'expense',
  'documents/:id': 'document',
  'tasks/:id': 'task',
  'conversations/:id': 'aiConversation',
  'notifications/:id': 'notification',
  'messages/:id': 'message',
  'imports/:id': 'rentRollImport',
  'contracts/:shareToken': 'shareToken',
  'assets/:file': { notAnObject: 'a branding image of the installation, the same for everyone' },
  'errors/:code': { notAnObject: 'the text of a social sign-in error code' },
  'oauth/:provider': { notAnObject: 'a social sign-in provider' },
  'postal-codes/:postalCode': { notAnObject: 'Belgian postal codes, reference data' },
  'contract-templates/:type': {
    notAnObject: 'a lease type: each organization reads and writes its own template of that type',
  },
};

/** The kind of each path parameter of the route, or undefined for a parameter nobody classified yet. */
export function parameterKinds(
  route: InventoryRoute,
): { name: string; kind: IdKind | 'shareToken' | NotAnObject | undefined }[] {
  const segments = route.path.split('/');
  return segments.flatMap((segment, index) =>
    segment.startsWith(':')
      ? [{ name: segment.slice(1), kind: PARAMETER_KINDS[`${segments[index - 1] ?? ''}/${segment}`] }]
      : [],
  );
}

export const isObjectKind = (
  kind: IdKind | 'shareToken' | NotAnObject | undefined,
): kind is IdKind | 'shareToken' => typeof kind === 'string';
