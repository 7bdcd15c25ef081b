import './item-card.css';
import './list-skeleton.css';

/** ListSkeleton stands in for a list of cards while it loads, and tells screen readers so. */
export function ListSkeleton({ label, count = 3 }: { label: string; count?: number }) {
  return (
    <div className="stack" role="status" aria-live="polite">
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="card-item skeleton-card" aria-hidden="true">
          <span className="skeleton skeleton--short" />
          <span className="skeleton" />
          <span className="skeleton skeleton--mid" />
        </div>
      ))}
    </div>
  );
}
