/**
 * The warning for a failed submission (spec §8): a server's errorMessage when the adapter marked
 * it as one to show (`shouldWarn`, as `ApiError` of @harbour/api-client does), else null, meaning
 * 'common.serverError'.
 */
export function serverWarning(error: unknown): string | null {
  if (error && typeof error === 'object' && 'shouldWarn' in error && 'message' in error) {
    const { shouldWarn, message } = error as { shouldWarn: unknown; message: unknown };
    if (shouldWarn === true && typeof message === 'string' && message !== '') return message;
  }
  return null;
}
