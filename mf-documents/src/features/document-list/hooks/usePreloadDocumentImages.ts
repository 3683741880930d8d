import { useEffect } from 'react';
import type { TDocument } from '@immodesk/contracts/documents/listDocuments.contract';
import { preloadImages } from '@immodesk/sdk';
import { documentInlineUrl } from '../api/documentDownloadUrl';

/** SPEC §9: the page's images load in the background, three at a time, so their preview opens at once. */
export function usePreloadDocumentImages(documents: readonly TDocument[] | undefined): void {
  useEffect(() => {
    const urls = (documents ?? [])
      .filter((document) => document.mimeType.startsWith('image/'))
      .map((document) => documentInlineUrl(document.id));
    void preloadImages(urls, { concurrency: 3 });
  }, [documents]);
}
