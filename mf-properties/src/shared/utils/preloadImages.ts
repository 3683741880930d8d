// The sdk owns the background image preload (SPEC.md §9), shared with the documents remote.
export { IMAGE_PRELOAD_TIMEOUT_MS, preloadImage, preloadImages } from '@immodesk/sdk';
