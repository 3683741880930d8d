import clsx from 'clsx';
import type { ReactNode } from 'react';
import { layout } from '@immodesk/ui-kit';
import page from './page.module.css';

export type SiteSectionProps = {
  /** The id of the section's heading, which names the section. */
  titleId: string;
  title: ReactNode;
  /** The content column: the page's full width (default), the reading width, or none (inside another column). */
  width?: 'section' | 'narrow' | 'none';
  /** A tinted band across the whole window around the column. */
  isBand?: boolean;
  /** The heading is for screen readers only (the section shows a quote, not a title). */
  isTitleHidden?: boolean;
  className?: string;
  children: ReactNode;
};

/** A section of a public page, named by its heading: in the content column, or in a band across the window. */
export function SiteSection({
  titleId,
  title,
  width = 'section',
  isBand = false,
  isTitleHidden = false,
  className,
  children,
}: SiteSectionProps) {
  const column = width === 'none' ? undefined : page[width];
  const content = (
    <>
      <h2 id={titleId} className={isTitleHidden ? layout.visuallyHidden : page.sectionTitle}>
        {title}
      </h2>
      {children}
    </>
  );
  return isBand ? (
    <section className={clsx(page.band, className)} aria-labelledby={titleId}>
      <div className={column}>{content}</div>
    </section>
  ) : (
    <section className={clsx(column, className)} aria-labelledby={titleId}>
      {content}
    </section>
  );
}
