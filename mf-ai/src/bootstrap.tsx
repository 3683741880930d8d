import { startStandalone } from '@immodesk/sdk/standalone';
import * as spa from './spa';

/** Standalone page for `npm run dev -w mf-ai` (sign in on the BFF's origin first). */
void startStandalone({ remoteName: 'ai', basePath: '/ai-assistant', spa });
