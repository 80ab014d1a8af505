import type { Metric } from "#content/types.ts";

// Pieces every view of a case shares: the three metric tiles and the tag badges.

export function MetricTiles({
  metrics,
  className = "mt-6",
  tileClassName = "bg-mist p-3",
}: {
  metrics: Metric[];
  className?: string;
  tileClassName?: string;
}) {
  return (
    <dl className={`grid grid-cols-3 gap-3 ${className}`}>
      {metrics.map((metric) => (
        <div key={metric.label} className={`flex flex-col-reverse rounded-xl text-center ${tileClassName}`}>
          <dt className="mt-1 text-xs leading-snug text-slate-600">{metric.label}</dt>
          <dd className="text-xl font-bold text-ink sm:text-2xl">{metric.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function TagList({ tags, className = "mt-5" }: { tags: string[]; className?: string }) {
  return (
    <ul className={`flex flex-wrap gap-2 ${className}`} aria-label="Stikkord">
      {tags.map((tag) => (
        <li
          key={tag}
          className="rounded-full bg-accent-soft px-3 py-1 text-xs font-medium text-accent-strong"
        >
          {tag}
        </li>
      ))}
    </ul>
  );
}
