import { z } from 'zod';
import { MAX_AMOUNT_CENTS, MIN_AMOUNT_CENTS } from '../vocabulary/money';
import { LANGUAGES } from './languages';

export { LANGUAGES, type TLanguage } from './languages';
export const ZLanguage = z.enum(LANGUAGES);

/** Calendar date, `YYYY-MM-DD`. */
export const ZIsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date as YYYY-MM-DD');
/** Instant, ISO 8601 UTC. */
export const ZIsoInstant = z.string().datetime({ offset: true });
export const ZUuid = z.string().uuid();
/** Money in integer euro cents. */
export const ZCents = z.number().int();
/** A payment's or an expense's amount: strictly positive cents, within the money rules. */
export const ZPositiveCents = ZCents.min(MIN_AMOUNT_CENTS).max(MAX_AMOUNT_CENTS);
