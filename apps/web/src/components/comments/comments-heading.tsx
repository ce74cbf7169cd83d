/** The Comments section's heading with its count; the same before and after its code loads. */
export function CommentsHeading({ count }: { count: number }) {
  return (
    <h2 id="comments-heading" className="text-xl font-semibold">
      Comments{count > 0 && <span className="text-muted-foreground"> ({count})</span>}
    </h2>
  );
}
