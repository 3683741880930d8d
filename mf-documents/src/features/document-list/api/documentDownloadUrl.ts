/** GET /api/documents/:id/download (SPEC §7) answers the file itself, as an attachment with its name. */
export function documentDownloadUrl(documentId: string): string {
  return `/api/documents/${encodeURIComponent(documentId)}/download`;
}

/** The same file shown in the browser rather than saved (`?inline=1`): the preview's source. */
export function documentInlineUrl(documentId: string): string {
  return `${documentDownloadUrl(documentId)}?inline=1`;
}
