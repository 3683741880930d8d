/** At most this many pages are drawn: enough to recognise a document without downloading its whole rendering cost. */
export const PREVIEW_PAGE_COUNT = 3;

type PdfJs = typeof import('pdfjs-dist');

let pdfjsPromise: Promise<PdfJs> | null = null;

/** pdf.js (~400 KB) loads with the first PDF preview, never with the documents page itself. */
function loadPdfJs(): Promise<PdfJs> {
  pdfjsPromise ??= import(/* webpackChunkName: "pdfjs" */ 'pdfjs-dist').then((pdfjs) => {
    // The worker file is emitted as it is (an asset next to the remote's chunks); pdf.js starts it itself.
    pdfjs.GlobalWorkerOptions.workerSrc = new URL(
      'pdfjs-dist/build/pdf.worker.min.mjs',
      import.meta.url,
    ).href;
    return pdfjs;
  });
  pdfjsPromise.catch(() => {
    pdfjsPromise = null;
  });
  return pdfjsPromise;
}

/**
 * Draws the first pages of the PDF at `url` as canvases, each `width` CSS pixels wide (sharp on high-density
 * screens). Rejects when the file cannot be fetched or parsed; the caller shows "preview failed".
 */
export async function renderPdfPages(
  url: string,
  width: number,
  isCancelled: () => boolean,
): Promise<HTMLCanvasElement[]> {
  const pdfjs = await loadPdfJs();
  const pdf = await pdfjs.getDocument({ url, withCredentials: true }).promise;
  try {
    const canvases: HTMLCanvasElement[] = [];
    for (
      let number = 1;
      number <= Math.min(PREVIEW_PAGE_COUNT, pdf.numPages) && !isCancelled();
      number += 1
    ) {
      const page = await pdf.getPage(number);
      const unscaled = page.getViewport({ scale: 1 });
      const ratio = window.devicePixelRatio || 1;
      const viewport = page.getViewport({ scale: (width / unscaled.width) * ratio });
      const canvas = document.createElement('canvas');
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      canvas.style.width = `${width}px`;
      await page.render({ canvas, viewport }).promise;
      canvases.push(canvas);
    }
    return canvases;
  } finally {
    void pdf.destroy();
  }
}
