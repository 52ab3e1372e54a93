// Placeholder until its issue lands.
export function Footer() {
  return null;
}
