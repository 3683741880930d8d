import '@immodesk/ui-kit/theme.css';
import { mountStandalone } from '@immodesk/sdk';
import { REMOTE_NAME } from './buildInfo';
import * as spa from './spa';

/** Standalone page for `npm run dev -w mf-contacts` (sign in on the BFF's origin first). */
void mountStandalone({ remoteName: REMOTE_NAME, basePath: '/contacts', spa });
