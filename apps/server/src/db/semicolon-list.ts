/**
 * Lists stored as one text column, semicolon-separated (knowledge contents, a task sheet's instruction lines),
 * as the spec's homework info writes them.
 */

/** The parts of a stored list, blank ones left out. */
export function semicolonList(text: string): string[] {
  return text.split(';').filter((part) => part.trim() !== '');
}

/** The stored text of a list. */
export function toSemicolonList(parts: readonly string[]): string {
  return parts.join(';');
}
