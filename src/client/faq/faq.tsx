// Placeholder until its issue lands.
export function Faq() {
  return null;
}
