import { type ElementType, type ReactNode, useEffect, useRef } from "react";
import { REVEAL_THRESHOLD } from "#content/constants.ts";

// Animation wrappers (docs/brief/SPEC.md: fade, stagger, left, right, up): CSS transitions in app.css,
// started once by one shared IntersectionObserver when 5% of the element is in view.

export type RevealVariant = "fade" | "stagger" | "left" | "right" | "up";

let observer: IntersectionObserver | undefined;

function sharedObserver() {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        entry.target.setAttribute("data-revealed", "");
        observer?.unobserve(entry.target);
      }
    },
    { threshold: REVEAL_THRESHOLD },
  );
  return observer;
}

export function Reveal({
  variant = "fade",
  as: Tag = "div",
  className,
  children,
}: {
  variant?: RevealVariant;
  as?: ElementType;
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof IntersectionObserver === "undefined") {
      element.setAttribute("data-revealed", "");
      return;
    }
    const io = sharedObserver();
    io.observe(element);
    return () => io.unobserve(element);
  }, []);
  return (
    <Tag ref={ref} data-reveal={variant} className={className}>
      {children}
    </Tag>
  );
}
