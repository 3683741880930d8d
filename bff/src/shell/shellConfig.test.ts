import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createShellConfigSource } from './shellConfig';

const directories: string[] = [];
afterEach(() => directories.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function registryFile(entries: { name: string; entry: string; version: string }[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'immodesk-remotes-'));
  directories.push(dir);
  const file = path.join(dir, 'remotes.json');
  fs.writeFileSync(file, JSON.stringify({ remotes: entries }));
  return file;
}

describe('shell config', () => {
  it('serves an edited remote registry on the very next request, and its origin in the CSP list', () => {
    const file = registryFile([
      { name: 'contacts', entry: '/remotes/contacts/mf-manifest.json', version: '1.0.0' },
    ]);
    const source = createShellConfigSource({ remotesFile: file, env: {} });
    expect(source.get().remotes).toEqual([
      { name: 'contacts', entry: '/remotes/contacts/mf-manifest.json', version: '1.0.0' },
    ]);
    expect(source.remoteOrigins()).toEqual([]);

    fs.writeFileSync(
      file,
      JSON.stringify({
        remotes: [
          {
            name: 'contacts',
            entry: 'https://cdn.example.be/contacts/2.0.0/mf-manifest.json',
            version: '2.0.0',
          },
        ],
      }),
    );
    expect(source.get().remotes[0]?.version).toBe('2.0.0');
    expect(source.remoteOrigins()).toEqual(['https://cdn.example.be']);
  });

  it('lets REMOTE_<NAME>_URL and REMOTE_<NAME>_VERSION override one entry', () => {
    const file = registryFile([
      { name: 'contacts', entry: '/remotes/contacts/mf-manifest.json', version: '1.0.0' },
      { name: 'finance', entry: '/remotes/finance/mf-manifest.json', version: '1.0.0' },
    ]);
    const source = createShellConfigSource({
      remotesFile: file,
      env: {
        REMOTE_FINANCE_URL: 'https://cdn.example.be/finance/3/mf-manifest.json',
        REMOTE_FINANCE_VERSION: '3.0.0',
      },
    });
    expect(source.get().remotes).toEqual([
      { name: 'contacts', entry: '/remotes/contacts/mf-manifest.json', version: '1.0.0' },
      { name: 'finance', entry: 'https://cdn.example.be/finance/3/mf-manifest.json', version: '3.0.0' },
    ]);
  });

  it('leaves out the remotes a brand file does not enable, and refuses colours that are not #rrggbb theme colours', () => {
    const file = registryFile([
      { name: 'contacts', entry: '/remotes/contacts/mf-manifest.json', version: '1.0.0' },
      { name: 'ai', entry: '/remotes/ai/mf-manifest.json', version: '1.0.0' },
    ]);
    const brandingFile = path.join(path.dirname(file), 'brand.json');
    const brand = {
      productName: 'Kotbeheer',
      logoUrl: '/api/branding/assets/logo.svg',
      colors: { 'color-primary': '#1D4ED8' },
      supportEmail: 'hulp@kotbeheer.example',
      enabledRemotes: ['contacts'],
    };
    fs.writeFileSync(brandingFile, JSON.stringify(brand));
    const source = createShellConfigSource({ remotesFile: file, brandingFile, env: {} });
    expect(source.get().remotes.map((remote) => remote.name)).toEqual(['contacts']);
    expect(source.get().branding).toEqual({
      productName: 'Kotbeheer',
      logoUrl: '/api/branding/assets/logo.svg',
      colors: { 'color-primary': '#1d4ed8' },
      supportEmail: 'hulp@kotbeheer.example',
    });
    expect(source.brandingAssetsDir).toBe(path.dirname(file));

    fs.writeFileSync(
      brandingFile,
      JSON.stringify({ ...brand, colors: { 'color-primary': 'red; background: url(x)' } }),
    );
    expect(() => source.get()).toThrow();
  });

  it('refuses a registry that does not match the contract', () => {
    const file = registryFile([{ name: 'unknown-remote', entry: '', version: '' }]);
    expect(() => createShellConfigSource({ remotesFile: file, env: {} }).get()).toThrow();
  });
});
