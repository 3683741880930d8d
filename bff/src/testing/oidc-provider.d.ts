// oidc-provider ships no types; this is the small part the local test provider uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  type Account = {
    accountId: string;
    claims(use: string, scope: string): Promise<Record<string, unknown>> | Record<string, unknown>;
  };
  type InteractionDetails = {
    uid: string;
    prompt: { name: string; details: Record<string, unknown> };
    params: Record<string, string>;
    session?: { accountId?: string };
  };

  type GrantConstructor = new (properties: { accountId: string; clientId: string }) => {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  };

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    Grant: GrantConstructor;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
  }

  export type { Account };
}
