// A list with a check mark before each item: benefits, promises, values.

export function CheckIcon({ tone = "accent", size = 20 }: { tone?: "accent" | "bright"; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke={tone === "bright" ? "#5eead4" : "#0f766e"}
      strokeWidth="2.5"
      aria-hidden="true"
      className="mt-0.5 shrink-0"
    >
      <path d="M5 12l5 5L20 7" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function CheckList({
  items,
  tone = "accent",
  className = "grid gap-3",
  itemClassName = "",
}: {
  items: string[];
  tone?: "accent" | "bright";
  className?: string;
  itemClassName?: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={`flex items-start gap-3 ${itemClassName}`}>
          <CheckIcon tone={tone} />
          {item}
        </li>
      ))}
    </ul>
  );
}
