/**
 * The ids ZUuid accepts (zod's `uuid()` pattern: RFC 9562 versions 1–8, plus the nil and max ids), without zod:
 * a list page checks an id from its URL on its first load. uuid.test.ts holds the two to the same answers.
 */
const UUID_PATTERN =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;

export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}
