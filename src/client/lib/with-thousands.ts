/**
 * A whole number with commas between its thousands, as English writes it ("100,000"). Not
 * toLocaleString: its first call loads the browser's number formats, about 50 ms of one task.
 */
export function withThousands(n: number): string {
  return String(Math.trunc(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
