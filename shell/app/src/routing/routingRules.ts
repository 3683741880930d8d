import type { Location } from 'react-router-dom';
import type { Language } from '@immodesk/sdk';

export const DASHBOARD_PATH = '/dashboard';
export const LOGIN_PATH = '/login';

/** SPEC §2: a signed-in visitor on / goes to /dashboard, anyone else to /{current language}. */
export function rootRedirectTarget(isSignedIn: boolean, language: Language): string {
  return isSignedIn ? DASHBOARD_PATH : `/${language}`;
}

/** SPEC §2 lists /login, /signup, … and "any sub-path of these is also an auth page". */
const AUTH_PREFIXES = [
  '/login',
  '/signup',
  '/aanmelden',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/signup-success',
];

export function isAuthPath(pathname: string): boolean {
  return AUTH_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

export type LoginRedirectState = { from?: Pick<Location, 'pathname' | 'search' | 'hash'> };

/** Where a successful login goes: the page the visitor asked for, if it is one of ours, else the dashboard. */
export function loginRedirectTarget(state: unknown): string {
  const from = (state as LoginRedirectState | null)?.from;
  if (!from || typeof from.pathname !== 'string') return DASHBOARD_PATH;
  const { pathname } = from;
  // Only same-app absolute paths: never `//evil.example` and never back to an auth page or `/`.
  if (!pathname.startsWith('/') || pathname.startsWith('//') || pathname === '/' || isAuthPath(pathname))
    return DASHBOARD_PATH;
  return `${pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

export type TimeOfDay = 'morning' | 'afternoon' | 'evening';

export function timeOfDay(date: Date): TimeOfDay {
  const hour = date.getHours();
  if (hour >= 5 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 18) return 'afternoon';
  return 'evening';
}
