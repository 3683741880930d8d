import type { ReactNode } from 'react';
import styles from './ContractPage.module.css';

export type ContractFact = { key: string; label: string; value: ReactNode };

/** Label and value pairs of the contract page, as a description list. */
export function ContractFacts({ facts }: { facts: readonly ContractFact[] }) {
  return (
    <dl className={styles.facts}>
      {facts.map((fact) => (
        <div key={fact.key} className={styles.fact}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
