/** Turns a self-contained HTML page (inline styles and images only) into an A4 PDF. */
export type PdfRenderer = {
  renderPdf(html: string): Promise<Buffer>;
  /** Ends the browser; call on shutdown. */
  close(): Promise<void>;
};
