/** GET /api/documents/:id/download (SPEC §7) answers the file itself, as an attachment with its name. */
export function documentDownloadUrl(documentId: string): string {
  return `/api/documents/${encodeURIComponent(documentId)}/download`;
}
