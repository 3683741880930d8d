import { describe, expect, it, vi } from 'vitest';
import { createRemoteLoader, RemoteLoadError } from './remoteLoader';

const spaModule = {
  bootstrap: async () => undefined,
  mount: async () => undefined,
  unmount: async () => undefined,
};

function setup(load: (id: string) => Promise<unknown>, timeoutMs = 1_000) {
  const reset = vi.fn();
  const loader = createRemoteLoader({ load, reset, timeoutMs: () => timeoutMs });
  return { loader, reset };
}

describe('createRemoteLoader', () => {
  it('loads the one exposed module, <name>/spa', async () => {
    const load = vi.fn(async () => spaModule);
    const { loader, reset } = setup(load);
    await expect(loader.loadSpa('properties')).resolves.toBe(spaModule);
    expect(load).toHaveBeenCalledWith('properties/spa');
    expect(reset).not.toHaveBeenCalled();
  });

  it('turns a failing load into a RemoteLoadError naming the remote', async () => {
    const { loader } = setup(async () => Promise.reject(new Error('RUNTIME-003: manifest fetch failed')));
    const error = await loader.loadSpa('properties').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RemoteLoadError);
    expect(error).toMatchObject({ remote: 'properties', reason: 'load_failed' });
  });

  it('gives up on a remote slower than the timeout', async () => {
    vi.useFakeTimers();
    try {
      const { loader } = setup(() => new Promise(() => undefined), 8_000);
      const attempt = loader.loadSpa('documents').catch((caught: unknown) => caught);
      await vi.advanceTimersByTimeAsync(8_000);
      expect(await attempt).toMatchObject({ remote: 'documents', reason: 'timeout' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a module that is not single-spa lifecycles', async () => {
    const { loader } = setup(async () => ({ default: () => null }));
    await expect(loader.loadSpa('ai')).rejects.toMatchObject({ reason: 'invalid_module' });
  });

  it('drops the cached failure before a retry, so the retry really fetches again', async () => {
    const load = vi
      .fn<(id: string) => Promise<unknown>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(spaModule);
    const { loader, reset } = setup(load);
    await expect(loader.loadSpa('contacts')).rejects.toBeInstanceOf(RemoteLoadError);
    expect(reset).not.toHaveBeenCalled();
    await expect(loader.loadSpa('contacts')).resolves.toBe(spaModule);
    expect(reset).toHaveBeenCalledExactlyOnceWith('contacts');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('also refetches a remote that loaded but failed to mount or render', async () => {
    const { loader, reset } = setup(async () => spaModule);
    await loader.loadSpa('finance');
    loader.markFailed('finance');
    await loader.loadSpa('finance');
    expect(reset).toHaveBeenCalledExactlyOnceWith('finance');
  });
});
