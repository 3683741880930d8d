import { describe, expect, it, vi } from 'vitest';
import { preloadImage, preloadImages } from './preloadImages';

describe('preloadImages', () => {
  it('loads every image at most two at a time and ignores failures', async () => {
    let running = 0;
    let peak = 0;
    const loaded: string[] = [];
    const load = async (url: string) => {
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      if (url.endsWith('broken')) throw new Error('Image preload timeout');
      loaded.push(url);
    };
    await preloadImages(['/a', '/b', '/broken', '/c', '/a'], { load });
    expect(peak).toBe(2);
    expect(loaded.sort()).toEqual(['/a', '/b', '/c']);
  });

  it("rejects with 'Image preload timeout' when an image does not load in time", async () => {
    vi.useFakeTimers();
    try {
      const pending = preloadImage('/never', 10_000);
      const assertion = expect(pending).rejects.toThrow('Image preload timeout');
      vi.advanceTimersByTime(10_000);
      await assertion;
    } finally {
      vi.useRealTimers();
    }
  });
});
