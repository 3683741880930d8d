import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDocument } from '@immodesk/contracts/documents/listDocuments.contract';
import { toastError } from '@immodesk/sdk';
import { buttonClassName, type ButtonSize } from '@immodesk/ui-kit';
import { documentDownloadUrl } from '../api/documentDownloadUrl';
import { downloadDocumentFile } from '../api/downloadDocumentFile';

export type DownloadLinkProps = {
  document: Pick<TDocument, 'id' | 'fileName'>;
  size?: ButtonSize;
  children: ReactNode;
};

/** A real link to the file (open in a new tab still works); a click downloads it and says "download failed" when refused. */
export function DownloadLink({ document, size, children }: DownloadLinkProps) {
  const { t } = useTranslation('documents');
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    downloadDocumentFile(document).catch((error: unknown) =>
      toastError(error, t('documentList.downloadFailed')),
    );
  };
  return (
    <a
      className={buttonClassName({ variant: 'secondary', size })}
      href={documentDownloadUrl(document.id)}
      download={document.fileName}
      onClick={handleClick}
    >
      {children}
    </a>
  );
}
