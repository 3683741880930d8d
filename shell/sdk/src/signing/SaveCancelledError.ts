/** The landlord chose not to save (e.g. to keep a lease's signatures): nothing was saved and nothing failed. */
export class SaveCancelledError extends Error {
  constructor() {
    super('The save was cancelled.');
    this.name = 'SaveCancelledError';
  }
}

export function isSaveCancelled(error: unknown): boolean {
  return error instanceof SaveCancelledError;
}
