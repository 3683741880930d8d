import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@immodesk/ui-kit';
import { renderPdfPages } from '../utils/renderPdfPages';
import styles from './DocumentPreviewDialog.module.css';

export type PdfPreviewProps = { url: string; fileName: string; onFailed: () => void };

/** The first pages of a PDF drawn in the browser (pdf.js, loaded on first use). */
export function PdfPreview({ url, fileName, onFailed }: PdfPreviewProps) {
  const { t } = useTranslation('documents');
  const pagesRef = useRef<HTMLDivElement>(null);
  const [pageCount, setPageCount] = useState<number | null>(null);

  useEffect(() => {
    const container = pagesRef.current;
    if (!container) return;
    let isCancelled = false;
    const width = Math.max(200, Math.min(container.clientWidth || 600, 800));
    renderPdfPages(url, width, () => isCancelled)
      .then((canvases) => {
        if (isCancelled) return;
        canvases.forEach((canvas, index) => {
          canvas.setAttribute('role', 'img');
          canvas.setAttribute('aria-label', t('preview.page', { number: index + 1, fileName }));
          canvas.className = styles.page ?? '';
          container.append(canvas);
        });
        setPageCount(canvases.length);
      })
      .catch((error: unknown) => {
        if (isCancelled) return;
        console.warn('[documents] PDF preview failed', error);
        onFailed();
      });
    return () => {
      isCancelled = true;
      container.replaceChildren();
    };
  }, [url, fileName, onFailed, t]);

  return (
    <>
      {pageCount === null ? <Spinner label={t('preview.loading')} /> : null}
      <div
        ref={pagesRef}
        className={styles.pages}
        data-testid="pdf-preview"
        data-page-count={pageCount ?? undefined}
      />
    </>
  );
}
