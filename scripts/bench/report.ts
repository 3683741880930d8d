import fs from 'node:fs';
import path from 'node:path';
import type { BuildResult } from './build';
import { budgetKbFor, type BUDGETS } from './appPages';
import type { PageWeight, RemoteEntryTiming, StaticWeight } from './frontEnd';
import type { LoadResult } from './load';
import { formatContractPdf, type ContractPdfTiming } from './contractPdf';
import { formatRentSchedule, type RentScheduleTiming } from './rentSchedule';
import { formatStatementMatching, type StatementMatchingTiming } from './statementMatching';

export type Outcome<T> = { ok: true; value: T } | { ok: false; reason: string };

export type BenchReport = {
  startedAt: string;
  machine: {
    node: string;
    platform: string;
    cpus: number;
    cpuModel: string;
    gitCommit: string | null;
    loadAverageBefore: number;
    loadAverageAfter: number;
  };
  settings: {
    database: string;
    databaseKind: string;
    records: number;
    organizations: number;
    connections: number;
    durationSeconds: number;
    warmupSeconds: number;
    gzipLevel: number;
  };
  seedSeconds: number | null;
  build: Outcome<BuildResult> | { ok: false; reason: string; skipped: true };
  landingStatic: Outcome<StaticWeight>;
  pages: Outcome<PageWeight[]>;
  firstRemoteEntry: Outcome<RemoteEntryTiming>;
  load: { bare: Outcome<LoadResult>; raw: Outcome<LoadResult>; real: Outcome<LoadResult> };
  ratios: { realOverRaw: number | null; realOverBare: number | null };
  contractPdf: Outcome<ContractPdfTiming>;
  rentSchedule: Outcome<RentScheduleTiming>;
  statementMatching: Outcome<StatementMatchingTiming>;
  budgets: typeof BUDGETS;
};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const num = (value: number, digits = 2) => (Number.isFinite(value) ? value.toFixed(digits) : '—');

export function ratio(numerator: Outcome<LoadResult>, denominator: Outcome<LoadResult>): number | null {
  if (!numerator.ok || !denominator.ok || denominator.value.requestsPerSecond === 0) return null;
  return Math.round((numerator.value.requestsPerSecond / denominator.value.requestsPerSecond) * 1000) / 1000;
}

function loadLine(label: string, outcome: Outcome<LoadResult>): string {
  if (!outcome.ok) return `${label.padEnd(50)} not measured: ${outcome.reason.split('\n')[0]}`;
  const r = outcome.value;
  const cells = [
    String(r.requestsPerSecond).padStart(7),
    num(r.p50Ms).padStart(8),
    num(r.p95Ms).padStart(8),
    num(r.p99Ms).padStart(8),
    num(r.maxWithWarmupMs, 0).padStart(8),
    String(r.errors).padStart(6),
    String(r.non2xx).padStart(7),
    kb(r.responseBytes).padStart(9),
  ];
  return `${label.padEnd(50)}${cells.join(' ')}`;
}

function budget(bytes: number, limitKb: number): string {
  return bytes / 1024 <= limitKb ? `within the ${limitKb} KB budget` : `OVER the ${limitKb} KB budget`;
}

function formatLoad(report: BenchReport, labels: { bare: string; raw: string; real: string }): string[] {
  const s = report.settings;
  const lines: string[] = [];
  lines.push(
    `load: autocannon, ${s.connections} connections, ${s.warmupSeconds} s warm-up + ${s.durationSeconds} s measured per target, loopback, load generator on the same machine`,
  );
  lines.push('');
  lines.push(
    `${'target'.padEnd(50)}${['req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'cold max', 'errors', 'non-2xx', 'body'].map((h, i) => h.padStart([7, 8, 8, 8, 8, 6, 7, 9][i] ?? 8)).join(' ')}`,
  );
  lines.push(loadLine(labels.bare, report.load.bare));
  lines.push(loadLine(labels.raw, report.load.raw));
  lines.push(loadLine(labels.real, report.load.real));
  lines.push(
    '(p50/p95/p99: exact, over every 2xx request of the measured window (after the warm-up, same connections);',
  );
  lines.push(' "cold max": slowest response including the warm-up, when 50 new connections arrive at once;');
  lines.push(' body: one response, uncompressed — the load sends no Accept-Encoding, like the raw route)');
  const { realOverRaw, realOverBare } = report.ratios;
  lines.push(
    `real ÷ raw:  ${realOverRaw === null ? '—' : realOverRaw.toFixed(2)}   (goal ≥ 0.90${realOverRaw === null ? '' : realOverRaw >= 0.9 ? ', met' : ', NOT met'})`,
  );
  if (report.load.raw.ok && report.load.real.ok) {
    const same = report.load.raw.value.responseSha256 === report.load.real.value.responseSha256;
    lines.push(
      `raw and real bodies: ${same ? 'byte-identical' : 'DIFFERENT (the raw route no longer mirrors the endpoint)'}`,
    );
  }
  lines.push(`real ÷ bare: ${realOverBare === null ? '—' : realOverBare.toFixed(3)}`);
  lines.push('');
  return lines;
}

function formatFrontEnd(report: BenchReport): string[] {
  const lines: string[] = [];
  if ('skipped' in report.build) lines.push(`cold build: skipped (${report.build.reason})`);
  else if (!report.build.ok) lines.push(`cold build: not run: ${report.build.reason}`);
  else {
    const b = report.build.value;
    const failed = b.failedWorkspaces.length > 0 ? `: ${b.failedWorkspaces.join(', ')}` : '';
    lines.push(
      `cold build (npm run build, shell + remotes): ${b.seconds.toFixed(1)} s${b.ok ? '' : `  — FAILED (exit ${b.exitCode})${failed}`}`,
    );
    if (b.restored.length > 0) lines.push(`  previous dist put back for: ${b.restored.join(', ')}`);
  }
  const gz = `gzip level ${report.settings.gzipLevel}`;
  if (report.landingStatic.ok) {
    const w = report.landingStatic.value;
    lines.push(
      `landing /nl, initial scripts of shell/app/dist/site/index.html: ${kb(w.jsGzipBytes)} gz (${gz}; ${kb(w.jsBytes)} raw) in ${w.jsFiles} files — ${budget(w.jsGzipBytes, report.budgets.landingKb)}`,
    );
  } else lines.push(`landing /nl, site/index.html scripts: not measured: ${report.landingStatic.reason}`);
  if (report.pages.ok) {
    lines.push('JS transferred on a first visit (headless Chromium, every script body gzipped here):');
    for (const page of report.pages.value) {
      const lcp = page.lcpMs === null ? 'LCP —' : `LCP ${page.lcpMs} ms`;
      lines.push(
        `  ${page.path.padEnd(12)} ${kb(page.jsGzipBytes).padStart(9)} JS gz (${gz}; ${kb(page.jsBytes)} raw) in ${page.jsFiles} files, HTTP ${page.status}, ${lcp} — ${budget(page.jsGzipBytes, budgetKbFor(page.path))}`,
      );
    }
  } else lines.push(`pages in Chromium: not measured: ${report.pages.reason.split('\n')[0]}`);
  if (report.firstRemoteEntry.ok) {
    const e = report.firstRemoteEntry.value;
    const limit = report.budgets.firstRemoteEntryMs;
    const verdict = e.ms <= limit ? `within the ${limit} ms budget` : `OVER the ${limit} ms budget`;
    lines.push(
      `first entry into a remote (${e.from} → ${e.to} by its link, shell interactive → "${e.text}" shown): ${e.ms} ms, ${kb(e.jsGzipBytes)} JS gz in ${e.jsFiles} files — ${verdict}`,
    );
  } else
    lines.push(`first entry into a remote: not measured: ${report.firstRemoteEntry.reason.split('\n')[0]}`);
  return lines;
}

/** The plain-text summary printed at the end of every run. */
export function formatReport(
  report: BenchReport,
  labels: { bare: string; raw: string; real: string },
  options: { onlyPages: boolean },
): string {
  const s = report.settings;
  const lines: string[] = [];
  lines.push('');
  lines.push(
    `=== Immodesk bench summary${options.onlyPages ? ' (front end only: BENCH_ONLY=pages)' : ''} ===`,
  );
  lines.push(
    `${report.startedAt}  Node ${report.machine.node}  ${report.machine.cpus} × ${report.machine.cpuModel}  commit ${report.machine.gitCommit ?? '?'}`,
  );
  const busy =
    report.machine.loadAverageBefore > report.machine.cpus * 0.5
      ? ' — the machine was busy with other work: numbers are noisy, compare ratios rather than absolutes'
      : '';
  lines.push(
    `load average (1 min) before the bench ${report.machine.loadAverageBefore.toFixed(2)}, after ${report.machine.loadAverageAfter.toFixed(2)} (includes the bench itself)${busy}`,
  );
  lines.push(
    `database: ${s.database}; ${s.records} properties over ${s.organizations} organizations; seeded in ${report.seedSeconds === null ? '—' : `${report.seedSeconds.toFixed(1)} s`}`,
  );
  if (!options.onlyPages) lines.push(...formatLoad(report, labels));
  if (!options.onlyPages)
    lines.push(
      '',
      report.contractPdf.ok
        ? formatContractPdf(report.contractPdf.value)
        : `contract PDF render: not measured: ${report.contractPdf.reason}`,
    );
  if (!options.onlyPages)
    lines.push(
      '',
      report.rentSchedule.ok
        ? formatRentSchedule(report.rentSchedule.value)
        : `rent schedule: not measured: ${report.rentSchedule.reason}`,
    );
  if (!options.onlyPages) {
    lines.push(
      report.statementMatching.ok
        ? formatStatementMatching(report.statementMatching.value)
        : `statement matching: not measured: ${report.statementMatching.reason}`,
    );
  }
  lines.push(...formatFrontEnd(report));
  return lines.join('\n');
}

export function writeJson(root: string, report: BenchReport): string {
  const file = path.join(root, '.bench/last.json');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
}
