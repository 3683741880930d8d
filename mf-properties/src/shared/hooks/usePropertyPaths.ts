import { createContext, useContext } from 'react';

/** The base path the shell mounted this remote on (`/properties`), for links between the remote's screens. */
export const BasePathContext = createContext('/properties');

export function usePropertyPaths() {
  const basePath = useContext(BasePathContext);
  return {
    list: basePath,
    rentRollImport: `${basePath}/import`,
    details: (urlCode: string) => `${basePath}/${encodeURIComponent(urlCode)}`,
    edit: (urlCode: string) => `${basePath}/edit/${encodeURIComponent(urlCode)}`,
  };
}
