/** Shared text inputs trim whitespace (spec back-office §5), including full-width spaces. */
export function trimInput(value: string): string {
  return value.trim();
}
