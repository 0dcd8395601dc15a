/** Every date YYYY-MM-DD of a month. */
export function datesOfMonth(year: number, month: number): string[] {
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const prefix = `${year}-${String(month).padStart(2, '0')}-`;
  return Array.from({ length: days }, (_, index) => `${prefix}${String(index + 1).padStart(2, '0')}`);
}
