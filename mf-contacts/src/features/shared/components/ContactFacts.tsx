import { Fragment, type ReactNode } from 'react';
import styles from './ContactDetails.module.css';

export type ContactFactsProps = { title: string; facts: { label: string; value: ReactNode }[] };

/** A contact's own fields as a description list, in a section of the detail view. */
export function ContactFacts({ title, facts }: ContactFactsProps) {
  return (
    <section className={styles.section} aria-label={title}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      <dl className={styles.facts}>
        {facts.map((fact) => (
          <Fragment key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </Fragment>
        ))}
      </dl>
    </section>
  );
}
