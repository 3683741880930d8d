import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Koa from 'koa';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppState } from '../http/appContext';
import { serveApps } from './serveApps';

describe('serveApps: the public website and the app are separate pages', () => {
  let root: string;
  let callback: ReturnType<Koa['callback']>;

  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'immodesk-serve-'));
    fs.mkdirSync(path.join(root, 'site'));
    fs.writeFileSync(path.join(root, 'index.html'), '<title>app</title>');
    fs.writeFileSync(path.join(root, 'site/index.html'), '<title>site</title>');
    fs.writeFileSync(path.join(root, 'site/landing-fr.html'), '<title>landing fr</title>');
    fs.mkdirSync(path.join(root, '.prerender'));
    fs.writeFileSync(path.join(root, '.prerender/prerender.cjs'), 'module.exports = {}');
    const app = new Koa<AppState>();
    app.use(serveApps({ shellDir: root, remoteDirs: {} }));
    callback = app.callback();
  });

  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  const titleOf = async (url: string) =>
    /<title>(.*)<\/title>/.exec((await request(callback).get(url)).text)?.[1];

  it('serves the prerendered landing page for /{language} and the public bundle for the other public pages', async () => {
    expect(await titleOf('/fr')).toBe('landing fr');
    expect(await titleOf('/nl')).toBe('site'); // not prerendered in this fixture: the bundle renders it
    expect(await titleOf('/')).toBe('site');
    expect(await titleOf('/en/pricing')).toBe('site');
    expect(await titleOf('/helpcentrum')).toBe('site');
    expect(await titleOf('/nl/no-such-page')).toBe('site');
  });

  it('serves the app for app and auth paths', async () => {
    expect(await titleOf('/dashboard')).toBe('app');
    expect(await titleOf('/login')).toBe('app');
    expect(await titleOf('/pricing/extra')).toBe('app');
  });

  it('never serves the prerender bundle', async () => {
    expect((await request(callback).get('/.prerender/prerender.cjs')).status).toBe(404);
  });
});
