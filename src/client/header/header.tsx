// Placeholder until its issue lands.
export function Header() {
  return null;
}
