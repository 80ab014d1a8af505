import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from "#content/constants.ts";

// A small tooltip with the spec's timing (700 ms delay, 300 ms skip delay): opens on hover after
// the delay, at once on keyboard focus, closes on leave, blur and Escape (WCAG 1.4.13). Our own
// instead of Radix Tooltip, which brings ~20 KB gzip of positioning code for one tooltip on the
// site (docs/decisions/005-lazy-ui.md).

let lastClosedAt = 0;

export function InfoTooltip({ label, children }: { label: string; children: ReactNode }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && close();
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  });

  function show(delay: number) {
    clearTimeout(timer.current);
    const skip = Date.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS;
    if (delay === 0 || skip) setOpen(true);
    else timer.current = setTimeout(() => setOpen(true), delay);
  }
  function close() {
    clearTimeout(timer.current);
    setOpen((wasOpen) => {
      if (wasOpen) lastClosedAt = Date.now();
      return false;
    });
  }

  return (
    <span className="relative inline-flex" onPointerLeave={close}>
      <button
        type="button"
        aria-label={label}
        aria-describedby={open ? id : undefined}
        className="grid size-8 place-items-center rounded-full text-accent-bright hover:bg-white/10"
        onPointerEnter={() => show(TOOLTIP_DELAY_MS)}
        onFocus={() => show(0)}
        onBlur={close}
        onClick={() => (open ? close() : show(0))}
      >
        <svg
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <circle cx="12" cy="12" r="10" />
          <path d="M12 16v-5M12 8h.01" strokeLinecap="round" />
        </svg>
      </button>
      {open ? (
        <span
          id={id}
          role="tooltip"
          className="absolute top-full left-1/2 z-50 mt-2 w-72 max-w-[80vw] -translate-x-1/2 rounded-xl bg-white p-4 text-left text-sm font-normal text-ink shadow-xl"
        >
          {children}
        </span>
      ) : null}
    </span>
  );
}
