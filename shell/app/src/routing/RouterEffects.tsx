import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { registerNavigate } from '@immodesk/sdk';

/** Each navigation scrolls to the top (SPEC §2); remotes navigate through the sdk's `navigate()`. */
export function RouterEffects() {
  const { pathname } = useLocation();
  const routerNavigate = useNavigate();

  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  useEffect(() => {
    registerNavigate((to, options) => {
      void routerNavigate(to, { replace: options?.replace, state: options?.state });
    });
    return () => registerNavigate(null);
  }, [routerNavigate]);

  return null;
}
