import type { ReactNode } from 'react';
import { Card } from '@immodesk/ui-kit';
import { AuthLayout } from './AuthLayout';
import styles from './AuthPanel.module.css';

export type AuthPanelProps = { title: string; subtitle?: ReactNode; children?: ReactNode };

/** The frame of every auth page: the public header and footer around one narrow card with the page's h1. */
export function AuthPanel({ title, subtitle, children }: AuthPanelProps) {
  return (
    <AuthLayout>
      <Card className={styles.panel}>
        <h1 className={styles.title}>{title}</h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        {children}
      </Card>
    </AuthLayout>
  );
}
