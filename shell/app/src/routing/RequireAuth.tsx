import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useCurrentUser } from '@immodesk/sdk';
import { FullPageSpinner } from '../startup/FullPageSpinner';
import { LOGIN_PATH, type LoginRedirectState } from './routingRules';

/** SPEC §2: a signed-out visitor on a protected route goes to /login; the target is remembered. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const location = useLocation();
  const { data: user, isPending, isError } = useCurrentUser();
  if (isPending) return <FullPageSpinner />;
  if (isError || !user) {
    const state: LoginRedirectState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to={LOGIN_PATH} replace state={state} />;
  }
  return children;
}
