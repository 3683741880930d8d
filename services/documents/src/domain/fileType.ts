/** The extensions whose content this service can check; an upload accepts a subset of them (UploadRules). */
type KnownExtension = 'pdf' | 'doc' | 'docx' | 'xls' | 'xlsx' | 'jpg' | 'jpeg' | 'png' | 'gif';
/** What the bytes can tell apart: Word 97–2003 and Excel 97–2003 are both OLE2 compound files. */
type FileKind = 'pdf' | 'ole2' | 'docx' | 'xlsx' | 'jpeg' | 'png' | 'gif';

const EXPECTED: Record<KnownExtension, { kind: FileKind; mimeType: string }> = {
  pdf: { kind: 'pdf', mimeType: 'application/pdf' },
  doc: { kind: 'ole2', mimeType: 'application/msword' },
  docx: { kind: 'docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  xls: { kind: 'ole2', mimeType: 'application/vnd.ms-excel' },
  xlsx: { kind: 'xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  jpg: { kind: 'jpeg', mimeType: 'image/jpeg' },
  jpeg: { kind: 'jpeg', mimeType: 'image/jpeg' },
  png: { kind: 'png', mimeType: 'image/png' },
  gif: { kind: 'gif', mimeType: 'image/gif' },
};

const startsWith = (content: Buffer, signature: number[]) =>
  content.length >= signature.length && signature.every((byte, index) => content[index] === byte);

/** What the bytes say the file is, by its magic number; null for anything we do not accept. */
export function detectFileKind(content: Buffer): FileKind | null {
  if (startsWith(content, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf'; // %PDF-
  if (startsWith(content, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(content, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (
    content.subarray(0, 6).toString('latin1') === 'GIF87a' ||
    content.subarray(0, 6).toString('latin1') === 'GIF89a'
  )
    return 'gif';
  if (startsWith(content, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'ole2';
  // DOCX and XLSX are ZIPs whose directory names `word/…` or `xl/…` parts; any other ZIP is refused.
  if (startsWith(content, [0x50, 0x4b, 0x03, 0x04])) {
    if (content.includes('word/', 0, 'latin1')) return 'docx';
    if (content.includes('xl/', 0, 'latin1')) return 'xlsx';
  }
  return null;
}

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/**
 * The MIME type to store for an upload, or null when the file is not an accepted type: the extension must be
 * one of `allowedExtensions` (an upload's UploadRules) *and* the content
 * must really be that kind of file, so a renamed executable or HTML page is refused. The MIME type comes from
 * the content and extension, never from the client.
 */
export function acceptedMimeType(
  fileName: string,
  content: Buffer,
  allowedExtensions: readonly string[],
): string | null {
  const extension = extensionOf(fileName);
  if (!allowedExtensions.includes(extension) || !(extension in EXPECTED)) return null;
  const expected = EXPECTED[extension as KnownExtension];
  return detectFileKind(content) === expected.kind ? expected.mimeType : null;
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

/**
 * A document's new name: cleaned like an upload's, and always with the stored file's extension (appended when
 * the new name has none or another one), so the download keeps opening in the right program. Empty when nothing
 * but the extension is left.
 */
export function renamedFileName(currentName: string, requestedName: string): string {
  const extension = extensionOf(currentName);
  const clean = cleanFileName(requestedName);
  if (!extension) return clean;
  const withExtension = extensionOf(clean) === extension ? clean : `${clean}.${extension}`;
  const base = withExtension.slice(0, -(extension.length + 1)).trim();
  if (!base) return '';
  return cleanFileName(`${base}.${extension}`);
}
