/** The hostile values the malformed-input generator puts in fields, by family. */

/** 1 MiB of text: with the JSON around it, above the BFF's 1 MB body limit. */
export const HUGE_STRING = 'a'.repeat(1024 * 1024);

export const WRONG_TYPES: unknown[] = [
  null,
  true,
  false,
  0,
  12345,
  -1,
  'text',
  '',
  [],
  {},
  [1, 'two'],
  { a: 1 },
];

export const UNICODE_EDGES = [
  '\u202Eevil\u202C.pdf',
  'a\u200Bb\u200Dc\uFEFF',
  '\uD800',
  '\uDFFFx\uD83D',
  '😀👨‍👩‍👧‍👦🏳️‍🌈'.repeat(20),
  'a\u0000b',
  '\u0000',
  'e\u0301'.repeat(500),
  'ﷺ'.repeat(200),
  '\u0130\u0131\u017F',
  '\r\n\t\u000B\u0085\u2028\u2029',
];

export const NUMBER_EDGES: unknown[] = [
  -1,
  -0.5,
  0.1,
  -(2 ** 53),
  2 ** 53 + 1,
  1e308,
  -1e308,
  5e-324,
  'NaN',
  'Infinity',
  '-Infinity',
  '1e999',
  '0x10',
  '١٢٣',
];

/** JSON text for a number JSON.parse turns into Infinity, set raw into a body. */
export const RAW_NUMBERS = ['1e999', '-1e999', '123456789012345678901234567890'];

export const INJECTIONS = [
  "' OR '1'='1",
  '1; DROP TABLE users; --',
  "\\'; SELECT SLEEP(5); --",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '{{constructor.constructor("return process")()}}',
  '${7*7}',
  '#{7*7}',
  '../../../../etc/passwd',
  '..\\..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  'javascript:alert(1)',
  'x\r\nSet-Cookie: admin=1',
  '=HYPERLINK("http://evil.example")',
  '{"$gt": ""}',
];

/** Keys that pollute prototypes when a parser or a merge trusts them. */
export const PROTOTYPE_BODIES = [
  '{"__proto__": {"polluted": "yes", "isAdmin": true}}',
  '{"constructor": {"prototype": {"polluted": "yes"}}}',
  '{"__proto__": {"toString": "x"}, "a": 1}',
];

/** 1,000 levels of arrays and of objects. */
export const DEEP_ARRAY = `${'['.repeat(1000)}${']'.repeat(1000)}`;
export const DEEP_OBJECT = `${'{"a":'.repeat(1000)}1${'}'.repeat(1000)}`;

/** Bodies a JSON parser must refuse, and JSON roots no route takes. */
export const BROKEN_JSON = [
  '{',
  '{"a":',
  '{"a": 1,}',
  "{'a': 1}",
  '{"a": 1} trailing',
  'nul',
  '\u0000',
  '[1, 2',
];
/** Byte sequences no UTF-8 decoder may accept (RFC 3629 §3): stray, overlong, surrogate and truncated. */
export const INVALID_UTF8: [string, Buffer][] = [
  ['stray 0xFF 0xFE', Buffer.from([0xff, 0xfe])],
  ['overlong "/" (C0 AF)', Buffer.from([0xc0, 0xaf])],
  ['encoded surrogate (ED A0 80)', Buffer.from([0xed, 0xa0, 0x80])],
  ['truncated euro sign (E2 82)', Buffer.from([0xe2, 0x82])],
  ['Latin-1 "é" (E9)', Buffer.from([0x65, 0xe9, 0x74, 0xe9])],
];

export const WRONG_ROOTS = ['null', '"text"', '123', 'true', '[]', '[{}]'];

/** Content types a JSON route does not take, each with a body in that type. */
export const WRONG_CONTENT_TYPES: [string, string][] = [
  ['text/plain', '{"a": 1}'],
  [
    'application/xml',
    '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
  ],
  ['application/x-www-form-urlencoded', 'a=1&__proto__[polluted]=yes'],
  ['application/json; charset=utf-16', '{"a": 1}'],
  ['application/octet-stream', '\u0000\u0001\u0002'],
];

/** Values for an id in a path. */
export const PATH_VALUES = [
  "' OR 1=1 --",
  '../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  'x'.repeat(5000),
  '\u0000',
  '\u202E',
  '-1',
  '1e999',
  '{{7*7}}',
  '__proto__',
  'constructor',
  '😀',
];
