import type { THealthIndexResponse } from '@immodesk/contracts/indexation/healthIndex.contract';
import type { TIndexationPreview } from '@immodesk/contracts/indexation/indexationPreview.contract';
import type {
  TComputedRentIndexation,
  TListIndexationsResponse,
  TRentIndexation,
} from '@immodesk/contracts/indexation/rentIndexations.contract';
import { apiGet, apiPost } from '@immodesk/sdk';

const path = (contractId: string) => `/api/contracts/${encodeURIComponent(contractId)}`;

export const indexationKeys = {
  all: ['indexation'] as const,
  history: (contractId: string) => [...indexationKeys.all, 'history', contractId] as const,
  preview: (contractId: string, date: string) =>
    [...indexationKeys.all, 'preview', contractId, date] as const,
  healthIndex: () => [...indexationKeys.all, 'health-index'] as const,
};

/** The health index the app knows: the 2013 = 100 series, every base kept and the newest month of any. */
export function fetchHealthIndex(signal?: AbortSignal): Promise<THealthIndexResponse> {
  return apiGet<THealthIndexResponse>('/api/health-index', { signal });
}

/** The contract's indexations (computed and recorded), newest first (typed, not parsed: the contract page loads it). */
export async function fetchIndexations(contractId: string, signal?: AbortSignal): Promise<TRentIndexation[]> {
  const { items } = await apiGet<TListIndexationsResponse>(`${path(contractId)}/indexations`, { signal });
  return items;
}

export function fetchIndexationPreview(
  contractId: string,
  date: string,
  signal?: AbortSignal,
): Promise<TIndexationPreview> {
  return apiGet<TIndexationPreview>(`${path(contractId)}/indexation/preview`, { query: { date }, signal });
}

export function applyIndexation(contractId: string, date: string): Promise<TComputedRentIndexation> {
  return apiPost<TComputedRentIndexation>(`${path(contractId)}/indexations`, { date });
}

export function sendIndexationLetter(
  contractId: string,
  indexationId: string,
): Promise<TComputedRentIndexation> {
  return apiPost<TComputedRentIndexation>(
    `${path(contractId)}/indexations/${encodeURIComponent(indexationId)}/email`,
  );
}
