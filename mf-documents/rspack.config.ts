import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createMfConfig } from '@immodesk/mf-preset/createMfConfig';

export default createMfConfig({
  name: 'documents',
  title: 'Documents',
  appDir: dirname(fileURLToPath(import.meta.url)),
});
