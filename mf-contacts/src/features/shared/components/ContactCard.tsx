import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './ContactCard.module.css';

export type ContactCardProps = {
  name: string;
  /** The contact person of a company, or the company of a person. */
  secondaryName: string | null;
  detailsPath: string;
  badges: ReactNode;
  /** Label/value lines: e-mail, phone, language, specialty… */
  lines: { label: string; value: ReactNode }[];
  isLarge: boolean;
  testId: string;
};

/** A contact in the grid and large-list views: the name links to the details; the large views show every line. */
export function ContactCard({ name, secondaryName, detailsPath, badges, lines, isLarge, testId }: ContactCardProps) {
  const shown = isLarge ? lines : lines.slice(0, 3);
  return (
    <article className={clsx(styles.card, isLarge && styles.large)} data-testid={testId}>
      <h3 className={styles.name}>
        <Link to={detailsPath}>{name}</Link>
      </h3>
      {secondaryName ? <p className={styles.secondary}>{secondaryName}</p> : null}
      <div className={styles.badges}>{badges}</div>
      <dl className={styles.lines}>
        {shown.map((line) => (
          <div key={line.label} className={styles.line}>
            <dt>{line.label}</dt>
            <dd>{line.value}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
