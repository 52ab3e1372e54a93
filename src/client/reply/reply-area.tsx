// Placeholder until its issue lands.
export function ReplyArea() {
  return null;
}
