import { data } from "react-router";
import { NotFound, NotFoundBoundary } from "#app/components/not-found.tsx";
import { notFoundMeta } from "#app/lib/meta.ts";
import type { Route } from "./+types/not-found";

export function loader() {
  throw data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ location }) => notFoundMeta(location.pathname);

export default function NotFoundRoute() {
  return <NotFound />;
}

export const ErrorBoundary = NotFoundBoundary;
