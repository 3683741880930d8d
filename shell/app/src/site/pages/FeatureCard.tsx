import type { LucideIcon } from 'lucide-react';
import page from './page.module.css';
import styles from './FeatureCard.module.css';

export type FeatureCardProps = { icon: LucideIcon | undefined; title: string; text: string };

/** A card of the public pages (benefit, tool, feature) with its icon above the title. */
export function FeatureCard({ icon: Icon, title, text }: FeatureCardProps) {
  return (
    <li className={page.card}>
      {Icon ? (
        <span className={styles.icon}>
          <Icon aria-hidden="true" />
        </span>
      ) : null}
      <h3 className={page.cardTitle}>{title}</h3>
      <p className={page.cardText}>{text}</p>
    </li>
  );
}
