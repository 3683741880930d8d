import crypto from 'node:crypto';
import type { z } from 'zod';

/** The part of zod v4's internals the generators walk: each schema's definition and its kind. */
type Definition = {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  items?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  entries?: Record<string, string | number>;
  values?: unknown[];
  getter?: () => z.ZodType;
  checks?: { _zod: { def: { check: string; minimum?: number } } }[];
};

export const definitionOf = (schema: z.ZodType): Definition =>
  (schema as unknown as { _zod: { def: Definition } })._zod.def;

/** Strings of the shapes the contracts ask for; the first one a string schema accepts is its sample. */
const STRING_CANDIDATES = [
  'Kouter 12',
  crypto.randomUUID(),
  '2026-03-15',
  '2026-03',
  '2026-03-15T09:00:00.000Z',
  '9000',
  'BE68539007547034',
  'an@example.be',
  'https://example.be/a',
  'nl',
  '+32470123456',
  'BE0403.170.701',
  'KREDBEBB',
  '09:00',
  '123456',
  '+++090/9337/55493+++',
  'correct horse battery staple',
  'a',
  '1',
  'x'.repeat(43),
];
const NUMBER_CANDIDATES = [1, 100, 2026, 0, 12, 80_000, 0.5, 1_000_000];

const WRAPPERS = new Set(['default', 'prefault', 'catch', 'readonly', 'nonoptional', 'success']);

type Sample = { ok: true; value: unknown } | { ok: false };
const none: Sample = { ok: false };
const some = (value: unknown): Sample => ({ ok: true, value });

/** Whether the schema is an optional field (optional, or with a default): leaving it out is valid. */
export function isOptional(schema: z.ZodType): boolean {
  const definition = definitionOf(schema);
  if (definition.type === 'optional' || definition.type === 'default' || definition.type === 'prefault')
    return true;
  if (definition.type === 'pipe' && definition.in) return isOptional(definition.in);
  if (WRAPPERS.has(definition.type) && definition.innerType) return isOptional(definition.innerType);
  return false;
}

/** The schema under its optional/nullable/default/pipe wrappers: what a field holds when present. */
export function unwrap(schema: z.ZodType): z.ZodType {
  const definition = definitionOf(schema);
  if (definition.type === 'pipe' && definition.in) return unwrap(definition.in);
  if (
    (definition.type === 'optional' || definition.type === 'nullable' || WRAPPERS.has(definition.type)) &&
    definition.innerType
  )
    return unwrap(definition.innerType);
  return schema;
}

function firstAccepted(schema: z.ZodType, candidates: unknown[]): Sample {
  const found = candidates.find((candidate) => schema.safeParse(candidate).success);
  return found === undefined ? none : some(found);
}

function sampleOf(schema: z.ZodType, withOptional: boolean, depth: number): Sample {
  if (depth > 12) return none;
  const definition = definitionOf(schema);
  const inner = (next: z.ZodType | undefined) => (next ? sampleOf(next, withOptional, depth + 1) : none);
  switch (definition.type) {
    case 'string':
    case 'custom':
    case 'template_literal':
      return firstAccepted(schema, STRING_CANDIDATES);
    case 'number':
    case 'int':
      return firstAccepted(schema, NUMBER_CANDIDATES);
    case 'boolean':
      return some(true);
    case 'null':
      return some(null);
    case 'undefined':
    case 'void':
      return some(undefined);
    case 'any':
    case 'unknown':
      return some('x');
    case 'literal':
      return some(definition.values?.[0]);
    case 'enum':
      return some(Object.values(definition.entries ?? {})[0]);
    case 'optional':
      return withOptional ? inner(definition.innerType) : some(undefined);
    case 'default':
    case 'prefault':
      return withOptional ? inner(definition.innerType) : some(undefined);
    case 'nullable': {
      const value = inner(definition.innerType);
      return value.ok ? value : some(null);
    }
    case 'pipe':
      return inner(definition.in);
    case 'lazy':
      return inner(definition.getter?.());
    case 'array': {
      const minimum = definition.checks?.find((check) => check._zod.def.check === 'min_length')?._zod.def
        .minimum;
      if (!minimum) return some([]);
      const element = inner(definition.element);
      return element.ok ? some(Array.from({ length: minimum }, () => element.value)) : none;
    }
    case 'tuple': {
      const items = (definition.items ?? []).map(inner);
      return items.every((item) => item.ok) ? some(items.map((item) => (item.ok ? item.value : null))) : none;
    }
    case 'record':
      return some({});
    case 'union': {
      for (const option of definition.options ?? []) {
        const value = inner(option);
        if (value.ok && schema.safeParse(value.value).success) return value;
      }
      return none;
    }
    case 'intersection': {
      const left = inner(definition.left);
      const right = inner(definition.right);
      return left.ok && right.ok ? some({ ...(left.value as object), ...(right.value as object) }) : none;
    }
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(definition.shape ?? {})) {
        const sample = inner(field);
        if (!sample.ok) return none;
        if (sample.value !== undefined) value[key] = sample.value;
      }
      return some(value);
    }
    default:
      if (WRAPPERS.has(definition.type)) return inner(definition.innerType);
      return none;
  }
}

/**
 * A value the schema accepts, built by walking it: the required fields only (`withOptional: false`, the smallest
 * valid input) or every field. `undefined` when the walk cannot satisfy it (a refinement across fields).
 */
export function validSample(schema: z.ZodType, options: { withOptional: boolean }): unknown {
  for (const withOptional of options.withOptional ? [true, false] : [false, true]) {
    const sample = sampleOf(schema, withOptional, 0);
    if (sample.ok && schema.safeParse(sample.value).success) return sample.value;
  }
  return undefined;
}
