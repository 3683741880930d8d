import { startStandalone } from '@immodesk/sdk/standalone';
import * as spa from './spa';

/** Standalone page for `npm run dev -w mf-properties` (sign in on the BFF's origin first); open /tasks for the tasks screen. */
void startStandalone({ remoteName: 'properties', basePath: window.location.pathname.startsWith('/tasks') ? '/tasks' : '/properties', spa });
