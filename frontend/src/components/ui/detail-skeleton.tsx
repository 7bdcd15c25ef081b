import './detail-card.css';
import './list-skeleton.css';
import './detail-skeleton.css';

/**
 * DetailSkeleton stands in for a parcel's or ride's screen while it loads: the outline of its header, route and
 * facts in grey bars, so the screen keeps its shape; screen readers hear `label`.
 */
export function DetailSkeleton({ label }: { label: string }) {
  return (
    <div className="stack stack--lg detail-skeleton" role="status" aria-live="polite">
      <span className="sr-only">{label}</span>
      <div className="detail-header" aria-hidden="true">
        <span className="detail-header__icon skeleton-fill" />
        <div className="detail-header__text detail-skeleton__lines">
          <span className="skeleton skeleton--short" />
          <span className="skeleton skeleton--mid skeleton--title" />
        </div>
        <span className="skeleton skeleton--tag" />
      </div>
      <div className="card detail-card" aria-hidden="true">
        {[0, 1].map((stop) => (
          <div key={stop} className="detail-skeleton__stop">
            <span className="detail-skeleton__dot" />
            <div className="detail-skeleton__lines">
              <span className="skeleton skeleton--short" />
              <span className="skeleton skeleton--mid" />
            </div>
          </div>
        ))}
      </div>
      <div className="card detail-card" aria-hidden="true">
        <div className="facts">
          {[0, 1].map((fact) => (
            <div key={fact} className="detail-skeleton__lines">
              <span className="skeleton skeleton--mid" />
              <span className="skeleton skeleton--short" />
            </div>
          ))}
        </div>
        <span className="skeleton" />
      </div>
    </div>
  );
}
