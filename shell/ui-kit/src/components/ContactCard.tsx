import clsx from 'clsx';
import type { ReactNode } from 'react';
import styles from './ContactCard.module.css';

export type ContactCardProps = {
  /** The name as a link to the contact's details. */
  nameLink: ReactNode;
  /** The contact person of a company, or the company of a person. */
  secondaryName: string | null;
  badges: ReactNode;
  /** Label/value lines: e-mail, phone, language, specialty… */
  lines: { label: string; value: ReactNode }[];
  isLarge: boolean;
  testId: string;
};

/** A contact in the grid and large-list views: the name links to the details; the large views show every line. */
export function ContactCard({ nameLink, secondaryName, badges, lines, isLarge, testId }: ContactCardProps) {
  const shown = isLarge ? lines : lines.slice(0, 3);
  return (
    <article className={clsx(styles.card, isLarge && styles.large)} data-testid={testId}>
      <h3 className={styles.name}>{nameLink}</h3>
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
