// Contract PDF render time: one lease (the built-in Flemish main-residence text, two tenants) printed through the
// PDF port (one Chromium, reused) again and again. Cold = the first render (browser start included); warm p50/p95
// over the following ones. Goal: warm p50 ≤ 400 ms. Run alone with `npm run bench:contract-pdf`.
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { Contract } from '@immodesk/contracts-service/domain/contract';
import { renderContractPdf } from '@immodesk/contracts-service/rendering/contractHtml';
import { renderContractModel } from '@immodesk/contracts-service/rendering/contractModel';
import { defaultTemplate } from '@immodesk/contracts-service/templates/defaultTemplates';
import { createChromiumPdfRenderer } from '@immodesk/platform/ports/pdf/ChromiumPdfRenderer';

export type ContractPdfTiming = {
  coldMs: number;
  warmP50Ms: number;
  warmP95Ms: number;
  renders: number;
  bytes: number;
  goalMs: number;
};

export const CONTRACT_PDF_GOAL_MS = 400;

const CONTRACT: Contract = {
  id: '00000000-0000-4000-8000-000000000001',
  propertyId: '00000000-0000-4000-8000-000000000002',
  tenantIds: ['00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000004'],
  type: 'main_residence',
  region: 'flanders',
  status: 'draft',
  contractNumber: '2026-0001',
  structuredReference: '+++202/6000/00133+++',
  version: 1,
  amendsContractId: null,
  signedOn: '2026-03-20',
  startsOn: '2026-04-01',
  durationMonths: 108,
  endsOn: '2035-03-31',
  rentCents: 95_000,
  chargesCents: 7_500,
  chargesKind: 'provision',
  paymentFrequency: 'monthly',
  rentDueDay: 1,
  deposit: { type: 'blocked_account', amountCents: 190_000 },
  guarantor: null,
  indexBaseMonth: '2026-03',
  epcCertificateNumber: '20260112-0003456789-RES-1',
  termination: null,
  language: 'nl',
  registrationDeadline: null,
  pdfDocumentId: null,
  docxDocumentId: null,
  warnings: [],
  sentAt: null,
  signedAt: null,
  createdAt: '2026-03-16T09:00:00.000Z',
  updatedAt: '2026-03-16T09:00:00.000Z',
};

function percentile(sorted: number[], fraction: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return Math.round((sorted[index] ?? 0) * 10) / 10;
}

const PERSON = {
  kind: 'person' as const,
  street: 'Kouter',
  houseNumber: '12',
  bus: '3',
  postalCode: '9000',
  city: 'Gent',
  country: 'BE',
  birthDate: '1994-09-30',
  birthPlace: 'Brugge',
  nationalRegisterNumber: null,
  enterpriseNumber: null,
  representedBy: null,
};

export async function measureContractPdf(renders = 20): Promise<ContractPdfTiming> {
  const model = renderContractModel({
    contract: CONTRACT,
    templateContent: defaultTemplate('main_residence', 'nl', 'flanders'),
    landlord: {
      ...PERSON,
      name: 'An Peeters',
      street: 'Kortrijksesteenweg',
      houseNumber: '140',
      postalCode: '9000',
      city: 'Gent',
      birthDate: '1971-04-12',
      birthPlace: 'Gent',
      email: 'an.peeters@example.be',
    },
    tenants: [
      { ...PERSON, id: 't1', name: 'Sofie Claes', email: 'sofie.claes@example.be' },
      { ...PERSON, id: 't2', name: 'Pieter Janssens', email: 'pieter.janssens@example.be' },
    ],
    property: { address: 'Kouter 12 bus 3, 9000 Gent' },
    epcLabel: 'B',
  });
  const pdf = createChromiumPdfRenderer();
  try {
    let started = performance.now();
    const first = await renderContractPdf(model, pdf);
    const coldMs = Math.round(performance.now() - started);
    const warm: number[] = [];
    for (let index = 0; index < renders; index += 1) {
      started = performance.now();
      await renderContractPdf(model, pdf);
      warm.push(performance.now() - started);
    }
    warm.sort((a, b) => a - b);
    return {
      coldMs,
      warmP50Ms: percentile(warm, 0.5),
      warmP95Ms: percentile(warm, 0.95),
      renders,
      bytes: first.length,
      goalMs: CONTRACT_PDF_GOAL_MS,
    };
  } finally {
    await pdf.close();
  }
}

export function formatContractPdf(timing: ContractPdfTiming): string {
  const verdict =
    timing.warmP50Ms <= timing.goalMs
      ? `within the ${timing.goalMs} ms goal`
      : `OVER the ${timing.goalMs} ms goal`;
  return `contract PDF render, warm p50 ${timing.warmP50Ms} ms (p95 ${timing.warmP95Ms} ms, ${timing.renders} renders; cold ${timing.coldMs} ms with the browser start; ${(timing.bytes / 1024).toFixed(1)} KB) — ${verdict}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(formatContractPdf(await measureContractPdf()));
}
