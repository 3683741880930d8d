/**
 * The translated messages (bff/src/locales, `message` of the error body) the documents endpoints answer with,
 * by situation. A client shows the body's `message`; these keys are listed for tests and for clients that pick
 * their own wording by `code`.
 */
export const DOCUMENT_ERROR_MESSAGE_KEYS = {
  /** 503 `unavailable`: the file store failed during an upload; nothing was stored. */
  uploadFailed: 'errors.documentUploadFailed',
  /** 415 `unsupported_file_type`. */
  invalidFileType: 'errors.documentInvalidFileType',
  /** 415 `unsupported_file_type` for a task attachment (which also takes Excel and GIF). */
  invalidTaskAttachmentType: 'errors.taskDocumentInvalidFileType',
  /** 413 `file_too_large`. */
  fileTooLarge: 'errors.documentFileTooLarge',
  /** 500 `internal` (checksum mismatch) or 503 `unavailable` (store down) on download. */
  downloadFailed: 'errors.documentDownloadFailed',
  /** 503 `unavailable`: the record could not be deleted. */
  cannotDelete: 'errors.documentCannotDelete',
  /** 403 `plan_required`: the plan's storage quota would be exceeded. */
  quotaExceeded: 'errors.documentQuotaExceeded',
} as const;
