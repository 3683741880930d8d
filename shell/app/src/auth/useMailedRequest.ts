import { useState } from 'react';
import type { z } from 'zod';
import { apiPost } from '@immodesk/sdk';
import { toastFailure } from '../errors/toastFailure';

export type MailedRequestCopy = {
  /** Shown under the e-mail field when the address is not valid. */
  invalidEmail: string;
  /** The toast's title when the request fails. */
  failed: string;
};

/**
 * A form that asks the server to mail something to an address (a sign-in link, a verification link). The server
 * always answers 204, so `isSent` never says whether the address has an account.
 */
export function useMailedRequest(
  path: string,
  schema: z.ZodType<{ email: string }>,
  copy: MailedRequestCopy,
) {
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const [isSent, setIsSent] = useState(false);

  const send = async (email: string) => {
    const parsed = schema.safeParse({ email });
    if (!parsed.success) {
      setFieldError(copy.invalidEmail);
      return;
    }
    setFieldError(null);
    setIsSending(true);
    setIsSent(false);
    try {
      await apiPost(path, parsed.data);
      setIsSent(true);
    } catch (error) {
      toastFailure(copy.failed, error);
    } finally {
      setIsSending(false);
    }
  };

  return { fieldError, isSending, isSent, send };
}
