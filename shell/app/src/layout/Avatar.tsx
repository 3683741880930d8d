import { useState } from 'react';
import styles from './Avatar.module.css';

export type AvatarProps = {
  firstName: string;
  lastName: string | null;
  /** The user's profile photo; the initials show while it is missing or when it fails to load. */
  imageUrl?: string | null;
};

export function initialsOf(firstName: string, lastName: string | null): string {
  return `${firstName.charAt(0)}${lastName?.charAt(0) ?? ''}`.toUpperCase();
}

/** Decorative: the control that shows it carries the accessible name. */
export function Avatar({ firstName, lastName, imageUrl }: AvatarProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (imageUrl && failedUrl !== imageUrl) {
    return (
      <img
        className={styles.avatar}
        src={imageUrl}
        alt=""
        aria-hidden="true"
        onError={() => setFailedUrl(imageUrl)}
      />
    );
  }
  return (
    <span className={styles.avatar} aria-hidden="true">
      {initialsOf(firstName, lastName)}
    </span>
  );
}
