import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, from which the BFF finds the built shell and remotes in a single-machine install. */
export const REPOSITORY_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
