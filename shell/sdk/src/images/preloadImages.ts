export const IMAGE_PRELOAD_TIMEOUT_MS = 10_000;

/** Loads one image into the browser cache; rejects with 'Image preload timeout' after the timeout (SPEC.md §8). */
export function preloadImage(url: string, timeoutMs = IMAGE_PRELOAD_TIMEOUT_MS): Promise<void> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    const timer = setTimeout(() => {
      image.src = '';
      reject(new Error('Image preload timeout'));
    }, timeoutMs);
    image.onload = () => {
      clearTimeout(timer);
      resolve();
    };
    image.onerror = () => {
      clearTimeout(timer);
      reject(new Error(`Image preload failed: ${url}`));
    };
    image.src = url;
  });
}

/**
 * Preloads images in the background, at most `concurrency` at a time (SPEC.md §9: 2 for property photos, 3 for documents).
 * Failures and timeouts are ignored: the image then loads when it is shown.
 */
export async function preloadImages(
  urls: readonly string[],
  options: {
    concurrency?: number;
    timeoutMs?: number;
    load?: (url: string, timeoutMs: number) => Promise<void>;
  } = {},
): Promise<void> {
  const { concurrency = 2, timeoutMs = IMAGE_PRELOAD_TIMEOUT_MS, load = preloadImage } = options;
  const queue = [...new Set(urls)];
  const worker = async () => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      await load(url, timeoutMs).catch(() => undefined);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, queue.length) }, worker));
}
