// Cold build: the shell's and every remote's dist/ moved out of the way, then `npm run build` timed.
// A dist the build did not recreate (failed build) is put back, so a failing front end never leaves others without one.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REPOSITORY_ROOT } from './children';

export type BuildResult = {
  ok: boolean;
  seconds: number;
  exitCode: number | null;
  failedWorkspaces: string[];
  tail: string;
  restored: string[];
};

function distDirs(): string[] {
  const remotes = fs
    .readdirSync(REPOSITORY_ROOT)
    .filter(
      (entry) => entry.startsWith('mf-') && fs.existsSync(path.join(REPOSITORY_ROOT, entry, 'package.json')),
    )
    .map((entry) => path.join(REPOSITORY_ROOT, entry, 'dist'));
  return [path.join(REPOSITORY_ROOT, 'shell/app/dist'), ...remotes];
}

let activeBuild: ChildProcess | null = null;
let settled: Promise<unknown> = Promise.resolve();

/** Resolves once a running cold build has finished and put back what it moved. */
export function buildSettled(): Promise<unknown> {
  return settled.catch(() => undefined);
}

/** Ctrl-C during the build: stop npm and its rspack children (its own process group). */
export function stopBuild(): void {
  if (activeBuild?.pid && activeBuild.exitCode === null) {
    try {
      process.kill(-activeBuild.pid, 'SIGTERM');
    } catch {
      activeBuild.kill('SIGTERM');
    }
  }
}

export function coldBuild(): Promise<BuildResult> {
  const result = runColdBuild();
  settled = result;
  return result;
}

async function runColdBuild(): Promise<BuildResult> {
  const backups = new Map<string, string>();
  for (const dir of distDirs()) {
    if (!fs.existsSync(dir)) continue;
    const backup = `${dir}.bench-${process.pid}`;
    fs.renameSync(dir, backup);
    backups.set(dir, backup);
  }
  const started = performance.now();
  let output = '';
  let exitCode: number | null = null;
  const restored: string[] = [];
  try {
    exitCode = await new Promise<number | null>((resolve, reject) => {
      const child = spawn('npm', ['run', 'build'], {
        cwd: REPOSITORY_ROOT,
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
        env: process.env,
      });
      activeBuild = child;
      const keep = (chunk: Buffer) => {
        output = (output + chunk.toString()).slice(-50_000);
      };
      child.stdout?.on('data', keep);
      child.stderr?.on('data', keep);
      child.once('error', reject);
      child.once('exit', (code) => resolve(code));
    });
  } finally {
    activeBuild = null;
    for (const [dir, backup] of backups) {
      if (fs.existsSync(dir)) fs.rmSync(backup, { recursive: true, force: true });
      else {
        fs.renameSync(backup, dir);
        restored.push(path.relative(REPOSITORY_ROOT, dir));
      }
    }
  }
  const seconds = (performance.now() - started) / 1000;
  const lines = output
    .trim()
    .split('\n')
    .filter((line) => !/^npm warn Unknown user config/.test(line));
  const failedWorkspaces = [
    ...new Set(lines.flatMap((line) => /^npm error workspace (\S+)/.exec(line)?.[1] ?? [])),
  ];
  return {
    ok: exitCode === 0,
    seconds,
    exitCode,
    failedWorkspaces,
    tail: lines.slice(-25).join('\n'),
    restored,
  };
}
