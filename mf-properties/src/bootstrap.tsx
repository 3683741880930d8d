import { startStandalone } from '@immodesk/sdk/standalone';
import * as spa from './spa';

const BASE_PATHS = ['/tasks', '/contracts', '/contract-templates'];

/** Standalone page for `npm run dev -w mf-properties` (sign in on the BFF's origin first); open /tasks, /contracts/… or /contract-templates for those screens. */
void startStandalone({
  remoteName: 'properties',
  basePath:
    BASE_PATHS.find(
      (path) => window.location.pathname === path || window.location.pathname.startsWith(`${path}/`),
    ) ?? '/properties',
  spa,
});
