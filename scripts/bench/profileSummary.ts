// Summarises V8 CPU profiles written by `BENCH_PROFILE=1 npm run bench` (.bench/profiles/<server>/*.cpuprofile,
// one per thread; the busiest, the main thread, is shown): self time by package or source file, and the
// hottest functions. Usage: tsx scripts/bench/profileSummary.ts [file…]
import fs from 'node:fs';
import path from 'node:path';
import { REPOSITORY_ROOT } from './children';

type CallFrame = { functionName: string; url: string; lineNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; hitCount?: number };
type Profile = { nodes: ProfileNode[]; startTime: number; endTime: number; samples: number[] };

const IDLE = new Set(['(idle)', '(program)']);

function groupOf(frame: CallFrame): string {
  if (!frame.url) return frame.functionName || '(anonymous)';
  const url = frame.url.replace(/^file:\/\//, '');
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inModules?.[1]) return inModules[1];
  if (url.startsWith('node:')) return 'node:' + url.slice(5).split('/')[0];
  return path.relative(REPOSITORY_ROOT, url);
}

function top(map: Map<string, number>, total: number, count: number): string[] {
  return [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(
      ([name, ms]) =>
        `  ${((ms / total) * 100).toFixed(1).padStart(5)} %  ${ms.toFixed(0).padStart(6)} ms  ${name}`,
    );
}

const read = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;

function busySamples(profile: Profile): number {
  const idleIds = new Set(
    profile.nodes.filter((node) => IDLE.has(node.callFrame.functionName)).map((node) => node.id),
  );
  return profile.samples.filter((id) => !idleIds.has(id)).length;
}

function summarise(file: string): string {
  const profile = read(file);
  const interval = (profile.endTime - profile.startTime) / 1000 / Math.max(1, profile.samples.length);
  const byGroup = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let busy = 0;
  let idle = 0;
  for (const node of profile.nodes) {
    const ms = (node.hitCount ?? 0) * interval;
    if (ms === 0) continue;
    if (IDLE.has(node.callFrame.functionName)) {
      idle += ms;
      continue;
    }
    busy += ms;
    const group = groupOf(node.callFrame);
    byGroup.set(group, (byGroup.get(group) ?? 0) + ms);
    const name = `${node.callFrame.functionName || '(anonymous)'}  ${group}:${node.callFrame.lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
  }
  return [
    `${path.relative(REPOSITORY_ROOT, file)}: ${busy.toFixed(0)} ms busy, ${idle.toFixed(0)} ms idle/program (self time, % of busy)`,
    'by package / file:',
    ...top(byGroup, busy, 15),
    'hottest functions:',
    ...top(byFunction, busy, 15),
  ].join('\n');
}

const dir = path.join(REPOSITORY_ROOT, '.bench/profiles');
function busiestOf(serverDir: string): string[] {
  const files = fs
    .readdirSync(serverDir)
    .filter((f) => f.endsWith('.cpuprofile'))
    .map((f) => path.join(serverDir, f));
  const ranked = files
    .map((file) => ({ file, busy: busySamples(read(file)) }))
    .sort((a, b) => b.busy - a.busy);
  return ranked.slice(0, 1).map((entry) => entry.file);
}

const servers = fs.existsSync(dir)
  ? fs.readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory())
  : [];
const files =
  process.argv.length > 2
    ? process.argv.slice(2)
    : servers.flatMap((entry) => busiestOf(path.join(dir, entry.name)));
if (files.length === 0) console.log('No profiles: run `BENCH_PROFILE=1 npm run bench` first.');
for (const file of files) console.log(`${summarise(path.resolve(file))}\n`);
