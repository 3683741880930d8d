import { useEffect, type RefObject } from 'react';

/**
 * After each refused submit (`attempt` goes up), focus moves to the first control marked `aria-invalid` in the
 * form, in document order, so its error (linked with aria-describedby) is what a screen reader reads next.
 * `attempt` 0 means nothing was submitted yet: focus stays put.
 */
export function useFocusFirstInvalid(formRef: RefObject<HTMLElement | null>, attempt: number): void {
  useEffect(() => {
    if (attempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [formRef, attempt]);
}
