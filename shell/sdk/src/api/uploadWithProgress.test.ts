import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from './ApiError';
import { uploadWithProgress } from './uploadWithProgress';

type Answer = { status: number; body: string };

/** A stand-in for the browser's XMLHttpRequest: reports two progress steps, then the given answer. */
function fakeXhr(answer: Answer | 'network_error') {
  const sent: { method: string; url: string; headers: Record<string, string>; body: unknown }[] = [];
  class FakeXhr {
    status = 0;
    statusText = '';
    responseText = '';
    withCredentials = false;
    upload: {
      onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
    } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private request = { method: '', url: '', headers: {} as Record<string, string>, body: null as unknown };
    open(method: string, url: string) {
      this.request.method = method;
      this.request.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }
    send(body: unknown) {
      sent.push({ ...this.request, body });
      queueMicrotask(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        if (answer === 'network_error') return this.onerror?.();
        this.status = answer.status;
        this.responseText = answer.body;
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

const ZDocument = z.object({ id: z.string(), fileName: z.string() });
const options = (onProgress: (fraction: number) => void) => ({
  schema: ZDocument,
  onProgress,
  networkErrorMessage: 'Geen verbinding',
});

describe('uploadWithProgress', () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  it('posts the form, reports progress up to 1 and answers the parsed document', async () => {
    const sent = fakeXhr({ status: 201, body: JSON.stringify({ id: 'd1', fileName: 'bail.pdf' }) });
    const progress: number[] = [];
    const form = new FormData();
    await expect(
      uploadWithProgress(
        '/api/documents',
        form,
        options((fraction) => progress.push(fraction)),
      ),
    ).resolves.toEqual({ id: 'd1', fileName: 'bail.pdf' });
    expect(progress).toEqual([0.5, 1]);
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/api/documents', body: form });
  });

  it("raises the server's translated refusal with its code and field details", async () => {
    fakeXhr({
      status: 415,
      body: JSON.stringify({
        code: 'unsupported_file_type',
        message: 'Dit bestandstype wordt niet ondersteund.',
        details: { file: 'x' },
      }),
    });
    const failure = uploadWithProgress(
      '/api/documents',
      new FormData(),
      options(() => {}),
    );
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 415,
      code: 'unsupported_file_type',
      message: 'Dit bestandstype wordt niet ondersteund.',
      details: { file: 'x' },
    });
  });

  it('raises the given message when the server cannot be reached', async () => {
    fakeXhr('network_error');
    await expect(
      uploadWithProgress(
        '/api/documents',
        new FormData(),
        options(() => {}),
      ),
    ).rejects.toMatchObject({ code: 'network_error', message: 'Geen verbinding' });
  });
});
