import { z } from 'zod';

const EMAIL = z.string().email().max(320);

export function isEmailAddress(value: string): boolean {
  return EMAIL.safeParse(value).success;
}

/**
 * A comma-separated list of e-mail addresses as typed in CC or BCC (semicolons and line breaks separate too,
 * as when pasted from a mail program): trimmed, lower-cased, without empty entries or duplicates, and the first
 * entry that is no e-mail address, so the message can name it.
 */
export function parseAddressList(value: string): { addresses: string[]; invalid: string | null } {
  const entries = value
    .split(/[,;\n]/)
    .map((entry) => entry.trim())
    .filter(Boolean);
  const invalid = entries.find((entry) => !isEmailAddress(entry)) ?? null;
  return { addresses: [...new Set(entries.map((entry) => entry.toLowerCase()))], invalid };
}

/** Most addresses one CC or BCC field takes. */
export const MAX_COPY_ADDRESSES = 20;

/**
 * CC or BCC of API.md's Message body: a comma-separated string (an empty or absent one means none), read as a
 * list of addresses. A wrong entry is refused with a message naming it (`validation.invalidAddressInList`).
 */
export const ZAddressList = z
  .string()
  .max(10_000)
  .nullish()
  .transform((value, context) => {
    const { addresses, invalid } = parseAddressList(value ?? '');
    if (invalid !== null) {
      context.addIssue({
        code: 'custom',
        message: `Not an e-mail address: ${invalid}`,
        params: { messageKey: 'validation.invalidAddressInList', values: { address: invalid } },
      });
      return z.NEVER;
    }
    if (addresses.length > MAX_COPY_ADDRESSES) {
      context.addIssue({
        code: 'custom',
        message: 'Too many addresses',
        params: { messageKey: 'validation.tooManyAddresses', values: { maximum: MAX_COPY_ADDRESSES } },
      });
      return z.NEVER;
    }
    return addresses;
  });
