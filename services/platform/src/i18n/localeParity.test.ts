import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { catalogKeys, type TextCatalog } from './translate';

const repository = fileURLToPath(new URL('../../../../', import.meta.url));
const serviceLocaleFolders = readdirSync(`${repository}services`)
  .map((service) => `services/${service}/locales`)
  .filter((folder) => existsSync(`${repository}${folder}`));
const localeFolders = [...serviceLocaleFolders, 'bff/src/locales'];

const read = (folder: string, language: string): TextCatalog =>
  JSON.parse(readFileSync(`${repository}${folder}/${language}.json`, 'utf8')) as TextCatalog;

describe('server-side locale files', () => {
  it('are found for the services that keep texts', () => {
    expect(serviceLocaleFolders.length).toBeGreaterThan(0);
  });

  it.each(localeFolders)('%s has the same keys in nl, en and fr', (folder) => {
    const dutch = catalogKeys(read(folder, 'nl'));
    expect(catalogKeys(read(folder, 'en'))).toEqual(dutch);
    expect(catalogKeys(read(folder, 'fr'))).toEqual(dutch);
  });
});
