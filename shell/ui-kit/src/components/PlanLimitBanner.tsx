import { useId, type ReactNode } from 'react';
import styles from './PlanLimitBanner.module.css';

export type PlanLimitBannerProps = {
  /** "x of y properties used". */
  title: string;
  text: string;
  benefits: string[];
  /** The upgrade link. */
  action: ReactNode;
  /** At the limit (warning colours) rather than one away from it (information colours). */
  isFull: boolean;
  testId?: string;
};

/** SPEC.md §6's plan-limit banner: usage, what to do, what an upgrade brings, and the upgrade link. */
export function PlanLimitBanner({
  title,
  text,
  benefits,
  action,
  isFull,
  testId = 'plan-limit-banner',
}: PlanLimitBannerProps) {
  const titleId = useId();
  return (
    <section
      className={isFull ? styles.bannerFull : styles.banner}
      aria-labelledby={titleId}
      data-testid={testId}
    >
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <p className={styles.text}>{text}</p>
      <ul className={styles.benefits}>
        {benefits.map((benefit) => (
          <li key={benefit}>{benefit}</li>
        ))}
      </ul>
      {action}
    </section>
  );
}
