/** TagTone is a status colour of PRODUCT.md §3; `outline` (grey text on a dashed outline) marks lapsed items (Expired). */
export type TagTone = 'blue' | 'violet' | 'amber' | 'green' | 'red' | 'grey' | 'outline';

/** StatusTag is a small coloured pill naming a state. */
export function StatusTag({ tone, children }: { tone: TagTone; children: string }) {
  return <span className={`tag tag--${tone}`}>{children}</span>;
}
