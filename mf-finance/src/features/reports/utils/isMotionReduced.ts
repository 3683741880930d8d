/** No chart animation when a test drives the browser (navigator.webdriver) or the user asks for reduced motion. */
export function isMotionReduced(): boolean {
  if (typeof navigator !== 'undefined' && navigator.webdriver) return true;
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}
