import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { setBranding, useBranding, useCurrentUser } from '@immodesk/sdk';
import { loadShellConfig } from '../startup/loadShellConfig';

/**
 * White-label per organization: the shell config loaded before sign-in carries the deployment's branding; once
 * signed in, it is asked again so an enterprise organization's own branding replaces it (logout reloads the page).
 * Also keeps the document title on the product name.
 */
export function useOrganizationBranding(): void {
  const { data: user } = useCurrentUser();
  const { productName } = useBranding();
  const { data: config } = useQuery({
    queryKey: ['shell-config', user?.organizationId ?? null],
    queryFn: loadShellConfig,
    enabled: Boolean(user),
    staleTime: Infinity,
  });

  useEffect(() => {
    if (config) setBranding(config.branding);
  }, [config]);

  useEffect(() => {
    if (productName) document.title = productName;
  }, [productName]);
}
