import { afterEach, describe, expect, it, vi } from 'vitest';
import { isApiError } from './ApiError';
import { downloadWithProgress, type DownloadProgress } from './downloadWithProgress';

function streamOf(chunks: number[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const size of chunks) controller.enqueue(new Uint8Array(size));
      controller.close();
    },
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('downloadWithProgress', () => {
  it('reports the bytes received chunk by chunk and returns the file with its name', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(streamOf([1000, 2000, 500]), {
            status: 200,
            headers: {
              'Content-Type': 'application/zip',
              'Content-Length': '3500',
              'Content-Disposition': 'attachment; filename="export-2026-03-05.zip"',
            },
          }),
      ),
    );
    const progress: DownloadProgress[] = [];
    const result = await downloadWithProgress('/api/user/export', (step) => progress.push(step));
    expect(progress.map((step) => step.receivedBytes)).toEqual([0, 1000, 3000, 3500]);
    expect(progress.every((step) => step.totalBytes === 3500)).toBe(true);
    expect(result.blob.size).toBe(3500);
    expect(result.fileName).toBe('export-2026-03-05.zip');
  });

  it('raises the server message as an ApiError on failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ message: 'Export niet beschikbaar', code: 'unavailable' }), {
            status: 503,
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
    );
    const error = await downloadWithProgress('/api/user/export', () => undefined).catch(
      (caught: unknown) => caught,
    );
    expect(isApiError(error) && error.message).toBe('Export niet beschikbaar');
  });
});
