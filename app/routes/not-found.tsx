import { data } from "react-router";
import { NotFound } from "~/components/not-found";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/not-found";

export function loader() {
  throw data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({
    title: "Fant ikke siden",
    description:
      "Siden du lette etter finnes ikke. Gå videre til tjenester, kundehistorier, nyheter eller kontakt.",
    path: location.pathname,
    noindex: true,
  });

export default function NotFoundRoute() {
  return <NotFound />;
}

export function ErrorBoundary() {
  return <NotFound />;
}
