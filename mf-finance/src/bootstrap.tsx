import { startStandalone } from '@immodesk/sdk/standalone';
import * as spa from './spa';

/** Standalone page for `npm run dev -w mf-finance` (sign in on the BFF's origin first). */
void startStandalone({ remoteName: 'finance', basePath: '/rent-payments', spa });
