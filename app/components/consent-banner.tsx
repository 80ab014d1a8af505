import { useEffect, useId, useRef, useState, useSyncExternalStore } from "react";
import { createPortal } from "react-dom";
import { Link } from "react-router";
import {
  type Consent,
  fullConsent,
  noConsent,
  readConsent,
  saveConsent,
  subscribe,
} from "#app/lib/consent.ts";
import { paths } from "#content/routes.ts";
import { CategoryToggles } from "./consent-settings";

// The consent banner (docs/brief/QUALITY.md "Accessibility and law"): shown only after hydration and only
// while the visitor has not chosen, so the prerendered HTML is the same for everyone. It is a
// fixed panel at the bottom (no layout shift), below the header and dialogs (z-30). In the DOM it
// comes first in <body>, so keyboard and screen reader users meet it before the skip link; a spacer
// at the end of the page of the same height keeps the footer reachable above it.

const unknown = () => undefined;

export function ConsentBanner() {
  // undefined on the server and during hydration: the banner never appears in prerendered HTML.
  const consent = useSyncExternalStore<Consent | null | undefined>(subscribe, readConsent, unknown);
  // The banner mounts when the browser is idle after hydration, in its own short task, so it never
  // lengthens the hydration task on a slow phone (decision 011).
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    // The document says when the banner has decided, so a test can wait for that instead of a guess.
    const decide = () => {
      document.documentElement.dataset.consentReady = "";
      setIdle(true);
    };
    if (typeof window.requestIdleCallback === "function") {
      const id = window.requestIdleCallback(decide, { timeout: 1500 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(decide, 200);
    return () => window.clearTimeout(id);
  }, []);
  if (consent !== null || !idle) return null;
  return <Banner />;
}

function Banner() {
  const [host, setHost] = useState<HTMLElement | null>(null);
  const [height, setHeight] = useState(0);
  const panel = useRef<HTMLElement>(null);

  useEffect(() => {
    const element = document.createElement("div");
    document.body.prepend(element);
    setHost(element);
    return () => element.remove();
  }, []);

  useEffect(() => {
    const node = panel.current;
    if (!host || !node) return;
    const observer = new ResizeObserver(() => setHeight(node.offsetHeight));
    observer.observe(node);
    return () => observer.disconnect();
  }, [host]);

  return (
    <>
      <div aria-hidden="true" style={{ height }} />
      {host ? createPortal(<BannerPanel ref={panel} />, host) : null}
    </>
  );
}

function BannerPanel({ ref }: { ref: React.Ref<HTMLElement> }) {
  const [choosing, setChoosing] = useState(false);
  const [draft, setDraft] = useState<Consent>(noConsent);
  const panelId = useId();
  const textId = useId();

  return (
    <section
      ref={ref}
      aria-label="Samtykke til informasjonskapsler"
      aria-describedby={textId}
      className="on-dark fixed inset-x-0 bottom-0 z-30 max-h-[calc(100dvh-4.5rem)] overflow-y-auto border-t border-white/15 bg-navy text-white shadow-[0_-8px_30px_rgb(0_0_0/0.25)]"
    >
      <div className="container-page flex flex-col gap-3 py-4 lg:flex-row lg:items-end lg:gap-10">
        <div className="lg:flex-1">
          <div id={textId} className="text-sm leading-relaxed text-slate-200">
            <p className="font-semibold text-white">Vil du tillate informasjonskapsler?</p>
            <p>
              Vi bruker dem bare hvis du sier ja: til å måle om annonsene våre fører til forespørsler. Du kan
              endre valget når som helst.
            </p>
          </div>
          <div className="mt-1 flex flex-wrap items-center gap-x-5 text-sm">
            <button
              type="button"
              aria-expanded={choosing}
              aria-controls={panelId}
              className="min-h-9 font-semibold text-white underline underline-offset-2 hover:text-accent-bright"
              onClick={() => setChoosing((open) => !open)}
            >
              Velg selv
            </button>
            <Link
              to={paths.cookies}
              className="min-h-9 content-center text-white underline underline-offset-2 hover:text-accent-bright"
            >
              Les mer om informasjonskapsler
            </Link>
          </div>
          <div id={panelId} hidden={!choosing} className="mt-3">
            {choosing ? (
              <form
                onSubmit={(event) => {
                  event.preventDefault();
                  saveConsent(draft);
                }}
              >
                <CategoryToggles value={draft} onChange={setDraft} tone="dark" />
                <button type="submit" className="btn-outline mt-4 text-white">
                  Lagre valgene
                </button>
              </form>
            ) : null}
          </div>
        </div>
        {/* Accepting and refusing look the same and sit side by side: one is as easy as the other. */}
        <div className="grid shrink-0 grid-cols-2 gap-3">
          <button type="button" className="btn-light" onClick={() => saveConsent(fullConsent)}>
            Godta alle
          </button>
          <button type="button" className="btn-light" onClick={() => saveConsent(noConsent)}>
            Avvis alle
          </button>
        </div>
      </div>
    </section>
  );
}
