import { ApiError } from './ApiError';

/** Anything with a zod-like `parse` — contracts from `@immodesk/contracts` fit without the sdk depending on zod. */
export type ResponseSchema<T> = { parse: (data: unknown) => T };

export type QueryValue = string | number | boolean | null | undefined;

export type ApiRequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON; a FormData body is sent as multipart. */
  body?: unknown;
  query?: Record<string, QueryValue>;
  schema?: ResponseSchema<T>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

type ApiClientConfig = {
  /** The interface language, so the BFF translates its messages. */
  getLanguage: () => string | undefined;
  /** Message for a request that never reached the server (offline, DNS, CORS). */
  getNetworkErrorMessage: () => string;
};

const config: ApiClientConfig = {
  // The i18n module keeps <html lang> in step with the interface language.
  getLanguage: () =>
    typeof document === 'undefined' ? undefined : document.documentElement.lang || undefined,
  getNetworkErrorMessage: () => 'Connection error: check your internet connection.',
};

export function configureApiClient(next: Partial<ApiClientConfig>): void {
  Object.assign(config, next);
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, String(value));
  }
  const search = params.toString();
  if (!search) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}

/** SPEC §7: a response that is not JSON or has an empty body yields null. */
async function readBody(response: Response): Promise<unknown> {
  const contentType = response.headers.get('content-type') ?? '';
  if (!contentType.includes('json')) return null;
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** The ApiError of a refused request, from its status and its (already read) body: the server's message and code. */
export function errorFromResponse(
  response: Pick<Response, 'status' | 'statusText'>,
  body: unknown,
): ApiError {
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const message =
    typeof fields.message === 'string' && fields.message
      ? fields.message
      : response.statusText || `HTTP ${response.status}`;
  const code = typeof fields.code === 'string' ? fields.code : `http_${response.status}`;
  const details =
    typeof fields.details === 'object' && fields.details !== null
      ? (fields.details as Record<string, unknown>)
      : undefined;
  return new ApiError({ message, status: response.status, code, details, body });
}

/** The ApiError for a non-OK response read outside `apiRequest` (e.g. a streamed download). */
export async function apiErrorFromResponse(response: Response): Promise<ApiError> {
  return errorFromResponse(response, await readBody(response));
}

/** Same-origin request to the BFF with the session cookie; JSON in and out; non-OK raises ApiError. */
export async function apiRequest<T = unknown>(path: string, options: ApiRequestOptions<T> = {}): Promise<T> {
  const { method = 'GET', body, query, schema, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const language = config.getLanguage();
  if (language) headers['Accept-Language'] = language;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers,
      body: payload,
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError({ message: config.getNetworkErrorMessage(), status: 0, code: 'network_error' });
  }

  const data = await readBody(response);
  if (!response.ok) throw errorFromResponse(response, data);
  if (!schema) return data as T;
  try {
    return schema.parse(data);
  } catch (error) {
    throw new ApiError({
      message: `Unexpected response from ${method} ${path}`,
      status: response.status,
      code: 'invalid_response',
      details: { cause: error instanceof Error ? error.message : String(error) },
      body: data,
    });
  }
}

type BodylessOptions<T> = Omit<ApiRequestOptions<T>, 'method' | 'body'>;

export function apiGet<T = unknown>(path: string, options?: BodylessOptions<T>): Promise<T> {
  return apiRequest<T>(path, { ...options, method: 'GET' });
}

export function apiPost<T = unknown>(path: string, body?: unknown, options?: BodylessOptions<T>): Promise<T> {
  return apiRequest<T>(path, { ...options, method: 'POST', body });
}

export function apiPut<T = unknown>(path: string, body?: unknown, options?: BodylessOptions<T>): Promise<T> {
  return apiRequest<T>(path, { ...options, method: 'PUT', body });
}

export function apiPatch<T = unknown>(
  path: string,
  body?: unknown,
  options?: BodylessOptions<T>,
): Promise<T> {
  return apiRequest<T>(path, { ...options, method: 'PATCH', body });
}

export function apiDelete<T = unknown>(path: string, options?: BodylessOptions<T>): Promise<T> {
  return apiRequest<T>(path, { ...options, method: 'DELETE' });
}
