import { Navigate } from 'react-router-dom';
import { currentLanguage, useCurrentUser } from '@immodesk/sdk';
import { FullPageSpinner } from '../startup/FullPageSpinner';
import { rootRedirectTarget } from './routingRules';

export function RootRedirect() {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <FullPageSpinner />;
  return <Navigate to={rootRedirectTarget(Boolean(user), currentLanguage())} replace />;
}
