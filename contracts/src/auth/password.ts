import { z } from 'zod';

/** SPEC.md §5 and §9: at least 8 characters. */
export const PASSWORD_MIN_LENGTH = 8;
export const ZNewPassword = z.string().min(PASSWORD_MIN_LENGTH).max(1024);
