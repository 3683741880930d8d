import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useCurrentUser } from '@immodesk/sdk';
import { FullPageSpinner } from '../startup/FullPageSpinner';
import { loginRedirectTarget } from './routingRules';

/**
 * SPEC §2: a signed-in visitor on login or signup goes to /dashboard — or, right after logging in, to the
 * page they had asked for. This is the one place that navigates away after a login.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const location = useLocation();
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <FullPageSpinner />;
  if (user) return <Navigate to={loginRedirectTarget(location.state)} replace />;
  return children;
}
