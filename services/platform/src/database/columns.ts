import type { ValueTransformer } from 'typeorm';

/** mysql2 returns BIGINT as a string; cents always fit in a JS number, so read them as numbers on every driver. */
export const bigintAsNumber: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | number | null) => (value === null || value === undefined ? value : Number(value)),
};

/** Booleans are TINYINT on MySQL and INTEGER on SQLite; read both as true/false. */
export const booleanColumn: ValueTransformer = {
  to: (value: boolean | null | undefined) => value,
  from: (value: number | boolean | null) => (value === null || value === undefined ? value : Boolean(value)),
};

/** Instants are stored as UTC `datetime`; SQLite returns strings without a zone, MySQL returns Dates. */
export const instantColumn: ValueTransformer = {
  to: (value: Date | null | undefined) => value,
  from: (value: Date | string | null) => {
    if (value === null || value === undefined) return value;
    if (value instanceof Date) return value;
    return new Date(value.includes('T') || value.endsWith('Z') ? value : `${value.replace(' ', 'T')}Z`);
  },
};
