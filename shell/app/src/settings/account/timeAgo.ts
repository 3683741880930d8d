const MINUTE_MS = 60_000;

export type TimeAgo = { value: number; unit: 'minute' | 'hour' | 'day' };

/** SPEC §9 time-ago labels: minutes under 60, hours under 1440 minutes, otherwise days. */
export function timeAgo(instant: string, now: Date): TimeAgo {
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(instant).getTime()) / MINUTE_MS));
  if (minutes < 60) return { value: minutes, unit: 'minute' };
  if (minutes < 1440) return { value: Math.floor(minutes / 60), unit: 'hour' };
  return { value: Math.floor(minutes / 1440), unit: 'day' };
}

/** "5 minutes ago", "il y a 2 heures", "gisteren": the wording comes from Intl in the interface language. */
export function formatTimeAgo(instant: string, now: Date, language: string): string {
  const { value, unit } = timeAgo(instant, now);
  return new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(-value, unit);
}
