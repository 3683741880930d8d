import type { ReactNode } from 'react';
import { EmptyState } from './EmptyState';
import { PageHeader } from './PageHeader';

export type NotFoundStateProps = {
  /** The page's h1. */
  title: string;
  description: string;
  /** The way back, usually a link styled with buttonClassName({ variant: 'secondary' }). */
  action: ReactNode;
};

/** A page for an address that does not exist: a heading, "404", what happened and the way back. */
export function NotFoundState({ title, description, action }: NotFoundStateProps) {
  return (
    <>
      <PageHeader title={title} />
      <EmptyState title="404" description={description} action={action} />
    </>
  );
}
