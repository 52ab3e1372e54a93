// Placeholder until its issue lands.
export function TabDialogs() {
  return null;
}
