import { DOCUMENT_EXTENSIONS } from '@immodesk/contracts/documents/uploadDocument.contract';

type DocumentExtension = (typeof DOCUMENT_EXTENSIONS)[number];
type FileKind = 'pdf' | 'doc' | 'docx' | 'jpeg' | 'png';

const MIME_TYPES: Record<FileKind, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

const KIND_BY_EXTENSION: Record<DocumentExtension, FileKind> = { pdf: 'pdf', doc: 'doc', docx: 'docx', jpg: 'jpeg', jpeg: 'jpeg', png: 'png' };

const startsWith = (content: Buffer, signature: number[]) => content.length >= signature.length && signature.every((byte, index) => content[index] === byte);

/** What the bytes say the file is, by its magic number; null for anything we do not accept. */
export function detectFileKind(content: Buffer): FileKind | null {
  if (startsWith(content, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf'; // %PDF-
  if (startsWith(content, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(content, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(content, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'doc'; // OLE2 compound file (Word 97–2003)
  // DOCX is a ZIP whose directory names `word/…` parts; a plain ZIP or XLSX is refused.
  if (startsWith(content, [0x50, 0x4b, 0x03, 0x04]) && content.includes('word/', 0, 'latin1')) return 'docx';
  return null;
}

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/**
 * The MIME type to store for an upload, or null when the file is not an accepted type: the extension must be
 * one of PDF, DOC, DOCX, JPG, JPEG, PNG *and* the content must really be that kind of file, so a renamed
 * executable or HTML page is refused. The MIME type comes from the content, never from the client.
 */
export function acceptedMimeType(fileName: string, content: Buffer): string | null {
  const extension = extensionOf(fileName);
  if (!(DOCUMENT_EXTENSIONS as readonly string[]).includes(extension)) return null;
  const kind = detectFileKind(content);
  return kind !== null && KIND_BY_EXTENSION[extension as DocumentExtension] === kind ? MIME_TYPES[kind] : null;
}

/** The file name as stored and offered on download: no folders, no control characters, at most 255 characters. */
export function cleanFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (clean.length <= 255) return clean;
  const extension = extensionOf(clean);
  return `${clean.slice(0, 254 - extension.length)}.${extension}`;
}
