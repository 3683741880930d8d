import { ZGetShellConfigResponse } from '@immodesk/contracts/shell/getShellConfig.contract';
import { defineRoute } from '../http/defineRoute';
import type { ShellConfigSource } from '../shell/shellConfig';

export function shellRoutes(shellConfig: ShellConfigSource) {
  return [
    defineRoute({
      method: 'get',
      path: '/api/shell-config',
      auth: false,
      response: ZGetShellConfigResponse,
      handler: async ({ ctx }) => {
        ctx.set('Cache-Control', 'no-cache');
        return shellConfig.get();
      },
    }),
  ];
}
