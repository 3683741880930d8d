import type { ParameterizedContext } from 'koa';
import type { RouterContext } from '@koa/router';
import type { TLanguage } from '@immodesk/contracts/common/primitives';
import type { Logger } from '@immodesk/platform/logger';
import type { ResolvedSession } from '@immodesk/identity/identityApi';

export type AppState = {
  requestId: string;
  logger: Logger;
  language: TLanguage;
  /** Resolves the session cookie once per request, only for routes that need it. */
  session(): Promise<ResolvedSession | null>;
};

export type AppContext = ParameterizedContext<AppState>;
export type AppRouterContext = RouterContext<AppState>;
