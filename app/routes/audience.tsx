import { Link } from "react-router";
import { CheckList } from "#app/components/check-list.tsx";
import { NotFoundBoundary } from "#app/components/not-found.tsx";
import { ServiceDetail } from "#app/components/service-detail.tsx";
import { inSentence } from "#app/lib/format.ts";
import { serviceDetailMeta } from "#app/lib/service-meta.ts";
import { audiencePage, serviceText } from "#app/lib/service-pages.server.ts";
import type { Route } from "./+types/audience";

// {topicPath}/{audience}: the topic told for one kind of organisation (docs/brief/SPEC.md §2, audience pages).
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const page = audiencePage(request.url, params.topic, params.audience);
  return { ...page, ...(await serviceText(context, page.path)) };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  serviceDetailMeta(loaderData, location.pathname);

export default function Audience({ loaderData }: Route.ComponentProps) {
  const page = loaderData;
  return (
    <ServiceDetail page={page} lead={page.intro}>
      <div className="mt-12 grid gap-8 lg:grid-cols-2">
        <div className="rounded-2xl bg-mist p-6 sm:p-8">
          <h2 className="text-xl font-bold">Dette får du</h2>
          <CheckList items={page.points} className="mt-4 grid gap-3" />
        </div>
        <nav aria-labelledby="andre-tittel" className="rounded-2xl border border-slate-200 p-6 sm:p-8">
          <h2 id="andre-tittel" className="text-xl font-bold">
            {`Flere målgrupper for ${inSentence(page.topicTitle)}`}
          </h2>
          <ul className="mt-4 grid gap-2">
            {page.others.map((other) => (
              <li key={other.slug}>
                <Link
                  to={`${page.topicPath}/${other.slug}`}
                  className="font-semibold text-accent hover:text-accent-strong"
                >
                  {other.title}
                </Link>
                <span className="text-slate-700"> – {other.description}</span>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </ServiceDetail>
  );
}

export const ErrorBoundary = NotFoundBoundary;
