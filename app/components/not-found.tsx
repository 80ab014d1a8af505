import { Link } from "react-router";
import { paths } from "#content/routes.ts";

// Spec: an unknown news article shows a 404 page titled 'Page Not Found' with a hint about the
// router; any other unknown path gets a not-found page that helps the visitor on.

const suggestions = [
  { to: paths.home, label: "Forsiden" },
  { to: paths.services, label: "Tjenester" },
  { to: paths.cases, label: "Kundehistorier" },
  { to: paths.news, label: "Nyheter" },
  { to: paths.contact, label: "Kontakt oss" },
];

export function NotFound({ title = "Fant ikke siden", hint }: { title?: string; hint?: string }) {
  return (
    <section className="on-dark bg-navy pt-32 pb-24 text-white">
      <div className="container-page">
        <p className="eyebrow text-accent-bright">Feil 404</p>
        <h1 className="mt-3 text-4xl font-bold sm:text-5xl">{title}</h1>
        <p className="mt-4 max-w-xl text-lg text-slate-300">
          {hint ??
            "Siden du lette etter, finnes ikke, eller den har flyttet. Her er noen steder å fortsette:"}
        </p>
        <ul className="mt-8 flex flex-wrap gap-3">
          {suggestions.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="btn-outline">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** For route modules whose loader answers 404: the page the visitor sees instead. */
export function NotFoundBoundary() {
  return <NotFound />;
}
