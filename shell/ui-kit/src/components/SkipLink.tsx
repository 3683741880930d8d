import type { ReactNode } from 'react';
import styles from './SkipLink.module.css';

export type SkipLinkProps = { targetId: string; children: ReactNode };

/** The first link of a page: hidden until focused, it jumps a keyboard user past the header to the content. */
export function SkipLink({ targetId, children }: SkipLinkProps) {
  return (
    <a className={styles.skipLink} href={`#${targetId}`}>
      {children}
    </a>
  );
}
