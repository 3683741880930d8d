/** The public signing endpoints of one share token (API.md "Contracts"). */
export function publicContractPath(shareToken: string, action?: 'code' | 'verify' | 'sign'): string {
  const base = `/api/public/contracts/${encodeURIComponent(shareToken)}`;
  return action ? `${base}/${action}` : base;
}

export const publicContractKeys = {
  contract: (shareToken: string) => ['public-contract', shareToken] as const,
};
