import { useQuery } from '@tanstack/react-query';
import {
  ZGetShellConfigResponse,
  type TMapSettings,
} from '@immodesk/contracts/shell/getShellConfig.contract';
import { apiGet } from '@immodesk/sdk';

const OPEN_STREET_MAP: TMapSettings = { tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' };

/** The tile source from the shell config (MAP_TILE_URL on the server); OpenStreetMap when the server names none. */
export function useMapSettings() {
  return useQuery({
    queryKey: ['shell-config', 'map'],
    queryFn: async ({ signal }) =>
      (await apiGet('/api/shell-config', { schema: ZGetShellConfigResponse, signal })).map ?? OPEN_STREET_MAP,
    staleTime: Infinity,
  });
}
