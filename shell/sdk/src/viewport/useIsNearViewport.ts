import { useEffect, useState, type RefObject } from 'react';

/** Whether the element has come within `margin` of the viewport (for good); true at once where nothing can observe. */
export function useIsNearViewport(ref: RefObject<HTMLElement | null>, margin = '200px'): boolean {
  const [isNear, setIsNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (isNear || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setIsNear(true);
        observer.disconnect();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, isNear, margin]);
  return isNear;
}
