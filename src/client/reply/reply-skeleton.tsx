/** SPEC.md section 2, item 7: three pulsing text blocks while the first words are on their way. */
export function ReplySkeleton() {
  return (
    <div className="reply-area__skeleton" aria-hidden="true">
      <div />
      <div />
      <div />
    </div>
  );
}
