/** The detail views of the contacts remote, always under /contacts (the remote is also mounted on /tenants). */
export const contactPaths = {
  list: (tab: 'tenants' | 'contractors') => (tab === 'tenants' ? '/contacts' : '/contacts?tab=contractors'),
  tenant: (id: string) => `/contacts/tenants/${encodeURIComponent(id)}`,
  contractor: (id: string) => `/contacts/contractors/${encodeURIComponent(id)}`,
};
