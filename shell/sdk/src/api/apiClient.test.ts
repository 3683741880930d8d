import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './ApiError';
import { apiGet, apiPost, buildUrl } from './apiClient';

function respond(status: number, body: string, contentType = 'application/json', statusText = ''): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(status === 204 ? null : body, {
          status,
          statusText,
          headers: { 'content-type': contentType },
        }),
    ),
  );
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('raises an ApiError carrying the server message, status, code, details and body', async () => {
    const body = {
      message: 'Vul alle verplichte velden in',
      code: 'validation_error',
      details: { street: 'Verplicht' },
    };
    respond(400, JSON.stringify(body), 'application/json', 'Bad Request');
    const error = await caught(apiPost('/api/properties', { street: '' }));
    expect(error.message).toBe('Vul alle verplichte velden in');
    expect(error.status).toBe(400);
    expect(error.code).toBe('validation_error');
    expect(error.details).toEqual({ street: 'Verplicht' });
    expect(error.body).toEqual(body);
  });

  it('falls back to the status text when the error body has no message', async () => {
    respond(502, '<html>bad gateway</html>', 'text/html', 'Bad Gateway');
    const error = await caught(apiGet('/api/properties'));
    expect(error.message).toBe('Bad Gateway');
    expect(error.status).toBe(502);
    expect(error.code).toBe('http_502');
    expect(error.body).toBeNull();
  });

  it('yields null for an empty or non-JSON success body', async () => {
    respond(204, '');
    await expect(apiPost('/api/auth/forgot-password', { email: 'a@b.be' })).resolves.toBeNull();
    respond(200, 'plain text', 'text/plain');
    await expect(apiGet('/api/anything')).resolves.toBeNull();
  });

  it('sends JSON with the session cookie to the same origin', async () => {
    respond(200, '{"ok":true}');
    await apiPost('/api/auth/login', { email: 'a@b.be', password: 'x' });
    const [url, init] = vi.mocked(fetch).mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/login');
    expect(init?.credentials).toBe('same-origin');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    expect(init?.body).toBe('{"email":"a@b.be","password":"x"}');
  });

  it('validates the response with a contract schema and reports a mismatch as invalid_response', async () => {
    const schema = {
      parse(data: unknown) {
        if (typeof data === 'object' && data !== null && 'total' in data) return data as { total: number };
        throw new Error('total is missing');
      },
    };
    respond(200, '{"total":3}');
    await expect(apiGet('/api/properties', { schema })).resolves.toEqual({ total: 3 });
    respond(200, '{"items":[]}');
    const error = await caught(apiGet('/api/properties', { schema }));
    expect(error.code).toBe('invalid_response');
    expect(error.details).toEqual({ cause: 'total is missing' });
  });

  it('turns a request that never reached the server into a network_error with status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await caught(apiGet('/api/auth/user'));
    expect(error.status).toBe(0);
    expect(error.code).toBe('network_error');
  });
});

describe('buildUrl', () => {
  it('adds defined query values and skips empty ones', () => {
    expect(
      buildUrl('/api/properties', { page: 2, pageSize: 50, q: '', type: undefined, favourite: true }),
    ).toBe('/api/properties?page=2&pageSize=50&favourite=true');
    expect(buildUrl('/api/properties')).toBe('/api/properties');
  });
});
