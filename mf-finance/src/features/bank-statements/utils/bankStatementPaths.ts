/** The bank statements screen, under the payments' base path the shell mounts this remote on. */
export const BANK_STATEMENTS_PATH = '/rent-payments/bank-statements';
