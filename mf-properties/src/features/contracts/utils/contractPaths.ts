/** The paths the shell mounts this remote on for the contract screens (SPEC §2 /contracts/{id}, /contract-templates). */
export const CONTRACTS_BASE_PATH = '/contracts';
export const CONTRACT_TEMPLATES_BASE_PATH = '/contract-templates';

export const contractPaths = {
  page: (contractId: string) => `${CONTRACTS_BASE_PATH}/${encodeURIComponent(contractId)}`,
  edit: (contractId: string) => `${CONTRACTS_BASE_PATH}/${encodeURIComponent(contractId)}/edit`,
  create: (propertyId: string) => `${CONTRACTS_BASE_PATH}/new?propertyId=${encodeURIComponent(propertyId)}`,
  templates: CONTRACT_TEMPLATES_BASE_PATH,
};
