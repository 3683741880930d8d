import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ZEnvironment } from '@immodesk/platform/config';
import { cacheControlFor } from '@immodesk/bff/static/serveApps';

// Issue 27: Docker does not run on our machines, so the files are read here, and CI builds the app with the same
// commands, in the same order, as the image.
const ROOT = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

type Stage = { from: string; name: string | null; instructions: { op: string; args: string }[] };

/** A Dockerfile's stages, with line continuations joined and comments left out. */
function stagesOf(dockerfile: string): Stage[] {
  const lines = dockerfile
    .replace(/\\\n\s*/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const stages: Stage[] = [];
  for (const line of lines) {
    const [op = '', ...rest] = line.split(/\s+/);
    const args = rest.join(' ');
    if (op === 'FROM') {
      const [from = '', , name] = rest;
      stages.push({ from, name: name ?? null, instructions: [] });
    } else {
      stages.at(-1)?.instructions.push({ op, args });
    }
  }
  return stages;
}

const runs = (stage: Stage | undefined) =>
  (stage?.instructions ?? []).filter((step) => step.op === 'RUN').map((step) => step.args);

describe('the server image (infra/docker/Dockerfile)', () => {
  const [build, runtime] = stagesOf(read('infra/docker/Dockerfile'));

  it('builds on Node 24 LTS and is built by CI with the same npm commands in the same order', () => {
    expect(build?.from).toMatch(/^node:24-bookworm/);
    const npmCommands = runs(build).filter(
      (command) => command.startsWith('npm ') && !command.startsWith('npm prune'),
    );
    expect(npmCommands.map((command) => command.split(' ').slice(0, 3).join(' '))).toEqual([
      'npm ci --no-audit',
      'npm run build',
      'npm run build:server',
    ]);
    const ci = read('.ci/run');
    const positions = npmCommands.map((command) => ci.indexOf(command.replace(/ --no-audit --no-fund$/, '')));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('runs plain node on the compiled server as a non-root user, with Debian Chromium for the PDFs', () => {
    expect(runtime?.from).toMatch(/^node:24-bookworm/);
    const step = (op: string) => runtime?.instructions.filter((instruction) => instruction.op === op) ?? [];
    expect(runs(runtime).join(' ')).toMatch(/apt-get install .*\bchromium\b/);
    expect(step('USER').at(-1)?.args).toBe('node');
    expect(JSON.parse(step('CMD').at(-1)?.args ?? '[]')).toEqual([
      'node',
      '--enable-source-maps',
      'dist/server/main.js',
    ]);
    expect(
      step('ENV')
        .map((env) => env.args)
        .join(' '),
    ).toMatch(/NODE_ENV=production/);
    expect(read('infra/docker/Dockerfile')).not.toMatch(/\btsx\b/);
  });
});

describe('the compose stack (infra/docker/compose.yaml)', () => {
  type ComposeService = {
    image?: string;
    command?: string[];
    environment?: Record<string, string>;
    depends_on?: Record<string, { condition: string }>;
  };
  const compose = parse(read('infra/docker/compose.yaml'), { merge: true }) as {
    services: Record<string, ComposeService>;
  };
  const { services } = compose;

  it('runs MySQL 8, an S3-compatible store and the SES emulator beside the product', () => {
    expect(services.mysql?.image).toMatch(/^mysql:8/);
    expect(services.s3?.image).toMatch(/^minio\/minio/);
    expect(services.ses?.command?.join(' ')).toMatch(/aws-ses-v2-local/);
    const environment = services.app?.environment ?? {};
    expect(environment.DATABASE_URL).toMatch(/^mysql:\/\/[^@]+@mysql:3306\//);
    expect(environment).toMatchObject({
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: 'http://s3:9000',
      MAIL_DRIVER: 'ses',
      SES_ENDPOINT: 'http://ses:8005',
      MIGRATE_ON_START: 'off',
    });
  });

  it('migrates once before the product starts, and sets only variables the product reads', () => {
    expect(services.migrate?.command).toEqual(['node', 'dist/server/migrate.js']);
    expect(services.app?.depends_on?.migrate).toEqual({ condition: 'service_completed_successfully' });
    const known = new Set(Object.keys(ZEnvironment.shape));
    for (const name of ['app', 'migrate']) {
      for (const variable of Object.keys(services[name]?.environment ?? {}))
        expect(known).toContain(variable);
    }
  });
});

describe('the static image of the remotes (infra/docker/Dockerfile.static)', () => {
  const locations = [
    ...read('infra/docker/nginx-static.conf').matchAll(/location (~ )?(\S+) \{([^}]*)\}/g),
  ].map(([, regex, pattern = '', body = '']) => ({
    matches: (file: string) => (regex ? new RegExp(pattern).test(`/mf-ai/0.1.0/${file}`) : true),
    cacheControl: /Cache-Control "([^"]+)"/.exec(body)?.[1],
  }));

  it('serves each file with the cache rule the BFF applies (infra/cdn-cache-rules.md)', () => {
    const [build, runtime] = stagesOf(read('infra/docker/Dockerfile.static'));
    expect(runs(build)).toContain('node scripts/stage-remotes.mjs /static');
    expect(runtime?.from).toMatch(/^nginxinc\/nginx-unprivileged:/);
    for (const file of [
      'mf-manifest.json',
      'remoteEntry.js',
      'index.html',
      'app.3f9a1c2e7b.js',
      'logo.svg',
    ]) {
      // nginx takes the first regular-expression location that matches, else the prefix location.
      const location = locations.find(
        (candidate) => candidate.matches(file) && candidate !== locations.at(-1),
      );
      expect(location?.cacheControl ?? locations.at(-1)?.cacheControl, file).toBe(cacheControlFor(file));
    }
  });
});
