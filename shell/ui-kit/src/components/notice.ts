import styles from './Notice.module.css';

const noticeClass = (name: string): string => styles[name] ?? '';

/**
 * A message set off from the text around it, in the theme's tones: `info` for a hint or something pending (an
 * e-mail change waiting for its link, a code that was sent), `danger` for a link or action that failed.
 */
export const notice = {
  info: noticeClass('info'),
  danger: noticeClass('danger'),
} as const;
