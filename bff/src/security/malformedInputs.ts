import type { z } from 'zod';
import { uploadFor, validBody } from './attackBodies';
import {
  BROKEN_JSON,
  DEEP_ARRAY,
  DEEP_OBJECT,
  HUGE_STRING,
  INJECTIONS,
  INVALID_UTF8,
  NUMBER_EDGES,
  PATH_VALUES,
  PROTOTYPE_BODIES,
  RAW_NUMBERS,
  UNICODE_EDGES,
  WRONG_CONTENT_TYPES,
  WRONG_ROOTS,
  WRONG_TYPES,
} from './malformedValues';
import type { InventoryRoute } from './routeInventory';
import { formFields, type RequestBody } from './routeRequest';
import { definitionOf, isOptional, unwrap, validSample } from './zodSamples';

/** One hostile request: its family (what kind of attack), a label, the body and, for a path attack, its values. */
export type MalformedInput = {
  family: string;
  label: string;
  body: RequestBody;
  pathValues?: Record<string, string>;
};

type Field = { path: string[]; schema: z.ZodType; isRequired: boolean };

/** The fields of an object schema and of the objects in it (two levels), each with its path. */
function fieldsOf(schema: z.ZodType, prefix: string[] = [], depth = 0): Field[] {
  const definition = definitionOf(unwrap(schema));
  if (definition.type !== 'object' || depth > 1) return [];
  return Object.entries(definition.shape ?? {}).flatMap(([key, field]) => [
    { path: [...prefix, key], schema: field, isRequired: !isOptional(field) },
    ...fieldsOf(field, [...prefix, key], depth + 1),
  ]);
}

function withValue(base: unknown, path: string[], value: unknown): Record<string, unknown> {
  const copy = structuredClone((base ?? {}) as Record<string, unknown>);
  let target: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) {
    if (!target[key] || typeof target[key] !== 'object') target[key] = {};
    target = target[key] as Record<string, unknown>;
  }
  const last = path[path.length - 1] as string;
  if (value === undefined) delete target[last];
  else target[last] = value;
  return copy;
}

const RAW_PLACEHOLDER = '\u0001raw\u0001';

const POISONS: unknown[] = [{ poisoned: true }, [[]], -1.5, true];

/**
 * JSON text the route's contract refuses: `text` itself when it does, else `text` with another required field given
 * a value of the wrong type (so the hostile value still travels through the parser and the validation), else null.
 */
function refusedJson(route: InventoryRoute, text: string, fields: Field[], mutated: string): string | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return text;
  }
  if (!route.body) return null;
  if (!route.body.safeParse(value).success) return text;
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  for (const field of fields.filter(
    (candidate) => candidate.isRequired && candidate.path.join('.') !== mutated,
  ))
    for (const poison of POISONS) {
      const poisoned = withValue(value, field.path, poison);
      if (!route.body.safeParse(poisoned).success) return JSON.stringify(poisoned);
    }
  return null;
}

/** The values a field gets, by family, for its kind of schema. */
function fieldAttacks(field: Field): [string, unknown[]][] {
  const type = definitionOf(unwrap(field.schema)).type;
  const attacks: [string, unknown[]][] = [['wrong type', WRONG_TYPES]];
  if (field.isRequired) attacks.push(['missing field', [undefined]]);
  if (type === 'number' || type === 'int') attacks.push(['number edge', NUMBER_EDGES]);
  else {
    attacks.push(['unicode edge', UNICODE_EDGES], ['injection', INJECTIONS], ['number edge', NUMBER_EDGES]);
  }
  return attacks;
}

function jsonInputs(route: InventoryRoute): MalformedInput[] {
  const inputs: MalformedInput[] = [];
  const base = route.body ? (validSample(route.body, { withOptional: true }) ?? validBody(route)) : {};
  const fields = route.body ? fieldsOf(route.body) : [];
  const add = (family: string, label: string, text: string | null, contentType = 'application/json') => {
    if (text !== null) inputs.push({ family, label, body: { raw: text, contentType } });
  };
  const refused = (text: string, mutated = '') => refusedJson(route, text, fields, mutated);
  for (const field of fields) {
    const name = field.path.join('.');
    for (const [family, values] of fieldAttacks(field))
      for (const value of values)
        add(
          family,
          `${name} = ${JSON.stringify(value)?.slice(0, 40)}`,
          refused(JSON.stringify(withValue(base, field.path, value)), name),
        );
    const rawAt = (raw: string) =>
      JSON.stringify(withValue(base, field.path, RAW_PLACEHOLDER)).replace(`"${RAW_PLACEHOLDER}"`, raw);
    for (const raw of RAW_NUMBERS) add('number edge', `${name} = ${raw} (raw)`, refused(rawAt(raw), name));
    add('huge string', `${name} = 1 MiB`, JSON.stringify(withValue(base, field.path, HUGE_STRING)));
    add('deep nesting', `${name} = 1,000 levels`, refused(rawAt(DEEP_ARRAY), name));
  }
  if (fields.length === 0) add('huge string', '1 MiB body', JSON.stringify({ text: HUGE_STRING }));
  add('missing field', 'empty object', refused('{}'));
  for (const text of PROTOTYPE_BODIES)
    add('prototype key', text, refused(text.replace(/^\{/, `{${JSON.stringify(base).slice(1, -1)},`)));
  add('deep nesting', '1,000 nested arrays', refused(DEEP_ARRAY));
  add('deep nesting', '1,000 nested objects', refused(DEEP_OBJECT));
  for (const text of BROKEN_JSON) add('broken json', text, text);
  for (const text of WRONG_ROOTS) add('wrong root', text, refused(text));
  // In a string the contract accepts, so only the decoding can refuse the body.
  const textField = fields.find((field) => definitionOf(unwrap(field.schema)).type === 'string');
  const [head, tail] = (
    textField
      ? JSON.stringify(withValue(base, textField.path, RAW_PLACEHOLDER))
      : JSON.stringify({ ...(base as object), note: RAW_PLACEHOLDER })
  ).split(RAW_PLACEHOLDER);
  for (const [label, bytes] of INVALID_UTF8)
    inputs.push({
      family: 'invalid utf-8',
      label: `${textField?.path.join('.') ?? 'note'}: ${label}`,
      body: {
        raw: Buffer.concat([Buffer.from(head ?? ''), bytes, Buffer.from(tail ?? '')]),
        contentType: 'application/json',
      },
    });
  for (const [contentType, text] of WRONG_CONTENT_TYPES)
    if (route.body && !route.body.safeParse({}).success)
      add('wrong content type', contentType, text, contentType);
  add('oversized body', '1.5 MB of JSON', JSON.stringify({ padding: 'x'.repeat(1_500_000) }));
  return inputs;
}

const BOUNDARY = 'immodesk-security-boundary';

function multipartText(fields: Record<string, string>, file?: { name: string; content: Buffer }): Buffer {
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const head = Buffer.from(parts.join(''), 'utf8');
  const filePart = file
    ? Buffer.concat([
        Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        ),
        file.content,
        Buffer.from('\r\n'),
      ])
    : Buffer.alloc(0);
  return Buffer.concat([head, filePart, Buffer.from(`--${BOUNDARY}--\r\n`)]);
}

function multipartInputs(route: InventoryRoute): MalformedInput[] {
  const contentType = `multipart/form-data; boundary=${BOUNDARY}`;
  const base = formFields(validBody(route));
  const file = uploadFor(route);
  const whole = multipartText(base, file);
  const inputs: MalformedInput[] = [
    { family: 'multipart', label: 'no file part', body: { raw: multipartText(base), contentType } },
    {
      family: 'multipart',
      label: 'truncated in the file',
      body: { raw: whole.subarray(0, whole.length - 20), contentType },
    },
    {
      family: 'multipart',
      label: 'truncated in the headers',
      body: { raw: whole.subarray(0, 30), contentType },
    },
    { family: 'multipart', label: 'no boundary', body: { raw: whole, contentType: 'multipart/form-data' } },
    {
      family: 'multipart',
      label: 'another boundary',
      body: { raw: whole, contentType: `${contentType}-other` },
    },
    {
      family: 'multipart',
      label: 'empty file',
      body: { raw: multipartText(base, { name: file.name, content: Buffer.alloc(0) }), contentType },
    },
    {
      family: 'multipart',
      label: 'an executable',
      body: {
        raw: multipartText(base, { name: 'setup.exe', content: Buffer.from('MZ\x90\x00\x03') }),
        contentType,
      },
    },
    {
      family: 'wrong content type',
      label: 'JSON to an upload',
      body: { raw: JSON.stringify(base), contentType: 'application/json' },
    },
    {
      family: 'wrong content type',
      label: 'text to an upload',
      body: { raw: 'file', contentType: 'text/plain' },
    },
    {
      family: 'prototype key',
      label: '__proto__ field',
      body: {
        raw: multipartText({ ...base, ['__proto__']: 'x', 'constructor[prototype][polluted]': 'yes' }),
        contentType,
      },
    },
    {
      family: 'deep nesting',
      label: '1,000 fields',
      body: {
        raw: multipartText(Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`f${i}`, 'x']))),
        contentType,
      },
    },
  ];
  for (const name of Object.keys(base))
    for (const [family, values] of [
      ['unicode edge', UNICODE_EDGES],
      ['injection', INJECTIONS],
      ['huge string', [HUGE_STRING]],
    ] as const)
      for (const value of values)
        inputs.push({
          family,
          label: `${name} = ${value.slice(0, 30)}`,
          body: { raw: multipartText({ ...base, [name]: value }), contentType },
        });
  return inputs;
}

function transportInputs(): MalformedInput[] {
  return [
    ...INVALID_UTF8.map(([label, bytes]) => ({
      family: 'invalid utf-8',
      label,
      body: {
        raw: Buffer.concat([Buffer.from('{"a": "'), bytes, Buffer.from('"}')]),
        contentType: 'application/json',
      },
    })),
    ...BROKEN_JSON.map((text) => ({
      family: 'broken json',
      label: text,
      body: { raw: text, contentType: 'application/json' },
    })),
    {
      family: 'oversized body',
      label: '1.5 MB of JSON',
      body: { raw: JSON.stringify({ padding: 'x'.repeat(1_500_000) }), contentType: 'application/json' },
    },
  ];
}

/** Bodies for a route that checks a signature or a state over the raw body: none of them carries one. */
function unsignedInputs(): MalformedInput[] {
  const raw = (family: string, text: string, contentType = 'application/json') => ({
    family,
    label: text.slice(0, 40),
    body: { raw: text, contentType },
  });
  return [
    ...PROTOTYPE_BODIES.map((text) => raw('prototype key', text)),
    ...WRONG_ROOTS.map((text) => raw('wrong root', text)),
    raw('deep nesting', DEEP_OBJECT),
    raw('unicode edge', JSON.stringify({ type: UNICODE_EDGES.join('') })),
    raw('injection', JSON.stringify({ type: INJECTIONS.join(' ') })),
    ...WRONG_CONTENT_TYPES.map(([contentType, text]) => raw('wrong content type', text, contentType)),
  ];
}

/** Hostile path values in place of each id of the route, with a body its contract accepts. */
function pathInputs(route: InventoryRoute, validBody: RequestBody): MalformedInput[] {
  return route.pathParams.flatMap((name) =>
    PATH_VALUES.map((value) => ({
      family: 'path value',
      label: `:${name} = ${value.slice(0, 30)}`,
      body: validBody,
      pathValues: { [name]: value },
    })),
  );
}

/**
 * Every hostile input for a mutating route, generated from its contract: per field wrong types, missing fields,
 * unicode and number edges, injections, 1 MiB strings and 1,000-level nesting; per body prototype keys, broken JSON,
 * wrong roots and content types, oversized bodies; per upload broken multipart; per id hostile path values. Each
 * one is refused by the contract itself (checked here), so the route must answer 4xx and change nothing.
 */
export function malformedInputs(route: InventoryRoute, validBody: RequestBody): MalformedInput[] {
  const body =
    route.bodyKind === 'json'
      ? jsonInputs(route)
      : route.bodyKind === 'multipart'
        ? multipartInputs(route)
        : route.bodyKind === 'raw' || route.bodyKind === 'form'
          ? [...transportInputs(), ...unsignedInputs()]
          : transportInputs();
  return [...body, ...pathInputs(route, validBody)];
}

/** The quick form: the first input of each family. */
export function onePerFamily(inputs: MalformedInput[]): MalformedInput[] {
  const seen = new Set<string>();
  return inputs.filter((input) => !seen.has(input.family) && seen.add(input.family));
}
