import { type ReactNode, useEffect } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root";
import { ConsentBanner } from "./components/consent-banner";
import { ContactDialogProvider } from "./components/contact-dialog";
import { Footer } from "./components/footer";
import { Header } from "./components/header";
import { NotFound } from "./components/not-found";
import { Toaster } from "./components/toaster";

// The stylesheet is small, so it is inlined into every page instead of costing a render-blocking
// request (docs/decisions/002-inline-css.md). Only the server bundle carries the text: React 19
// treats <style href precedence> as a resource and keeps the server's element on hydration.
const inlineCss: string = import.meta.env.SSR ? (await import("./app.css?inline")).default : "";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "alternate", type: "application/rss+xml", title: "Nyheter", href: "/nyheter/rss.xml" },
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="nb">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f2233" />
        <Meta />
        <Links />
        <style href="site-css" precedence="default">
          {inlineCss}
        </style>
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

function Shell({ children }: { children: ReactNode }) {
  // Marks the page as interactive; browser tests wait for it, since hydration starts only after
  // the first paint (docs/decisions/006-hydrate-after-paint.md).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    <ContactDialogProvider>
      <a
        href="#hovedinnhold"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-ink focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Hopp til hovedinnholdet
      </a>
      <Header />
      <main id="hovedinnhold" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <Footer />
      <Toaster />
      <ConsentBanner />
    </ContactDialogProvider>
  );
}

export default function App() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Shell>
        <NotFound />
      </Shell>
    );
  }
  if (import.meta.env.DEV) console.error(error);
  return (
    <Shell>
      <section className="on-dark bg-navy pt-32 pb-24 text-white">
        <div className="container-page">
          <h1 className="text-4xl font-bold">Noe gikk galt</h1>
          <p className="mt-4 max-w-xl text-lg text-slate-300">
            Siden kunne ikke vises akkurat nå. Prøv igjen om litt, eller gå til forsiden.
          </p>
          <a href="/" className="btn-light mt-8">
            Til forsiden
          </a>
        </div>
      </section>
    </Shell>
  );
}
