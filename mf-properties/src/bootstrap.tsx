import '@immodesk/ui-kit/theme.css';
import { mountStandalone } from '@immodesk/sdk';
import { REMOTE_NAME } from './buildInfo';
import * as spa from './spa';

/** Standalone page for `npm run dev -w mf-properties` (sign in on the BFF's origin first); open /tasks for the tasks screen. */
void mountStandalone({ remoteName: REMOTE_NAME, basePath: window.location.pathname.startsWith('/tasks') ? '/tasks' : '/properties', spa });
