// Placeholder until its issue lands.
export function QueryBox() {
  return null;
}
