// Placeholder until its issue lands.
export function TabsBar() {
  return null;
}
