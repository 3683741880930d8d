/** The smallest PDF a browser and the server accept as one: the e2e uploads (attachments, a signed lease's scan). */
export const MINIMAL_PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
