export type AppErrorOptions = {
  /** Translation key of the user-facing message, e.g. `errors.notFound`; the BFF translates it. */
  messageKey?: string;
  /** Values interpolated into the translated message. */
  params?: Record<string, string | number>;
  /** Machine-readable extra information, e.g. per-field validation messages. */
  details?: Record<string, unknown>;
  cause?: unknown;
};

/**
 * The closed list of codes a service may throw, each with the translation key of its default message. The BFF's
 * error middleware indexes its code → HTTP status table (typed by the contracts' ERROR_CODES, API.md) with these
 * codes, so a code missing from the HTTP contract fails to compile there, at the edge, not here.
 */
const DEFAULT_MESSAGE_KEYS = {
  validation_error: 'errors.validation',
  unauthenticated: 'errors.unauthenticated',
  invalid_credentials: 'errors.invalidCredentials',
  totp_required: 'errors.totpRequired',
  forbidden: 'errors.forbidden',
  plan_required: 'errors.planRequired',
  email_not_verified: 'errors.emailNotVerified',
  reauthentication_required: 'errors.reauthenticationRequired',
  not_found: 'errors.notFound',
  conflict: 'errors.conflict',
  file_too_large: 'errors.fileTooLarge',
  unsupported_file_type: 'errors.unsupportedFileType',
  business_rule: 'errors.businessRule',
  rate_limited: 'errors.rateLimited',
  unavailable: 'errors.unavailable',
  internal: 'errors.internal',
} as const satisfies Record<string, `errors.${string}`>;

export type AppErrorCode = keyof typeof DEFAULT_MESSAGE_KEYS;

export function isAppErrorCode(value: string): value is AppErrorCode {
  return Object.hasOwn(DEFAULT_MESSAGE_KEYS, value);
}

/** The one error type services throw; the BFF maps `code` to an HTTP status and translates `messageKey`. */
export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly messageKey: string;
  readonly params: Record<string, string | number>;
  readonly details: Record<string, unknown> | undefined;

  constructor(code: AppErrorCode, options: AppErrorOptions = {}) {
    super(options.messageKey ?? DEFAULT_MESSAGE_KEYS[code], { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.messageKey = options.messageKey ?? DEFAULT_MESSAGE_KEYS[code];
    this.params = options.params ?? {};
    this.details = options.details;
  }

  static notFound(entity: string): AppError {
    return new AppError('not_found', { params: { entity } });
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
