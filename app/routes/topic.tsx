import { AudienceCards } from "#app/components/audience-cards.tsx";
import { CheckList } from "#app/components/check-list.tsx";
import { NotFoundBoundary } from "#app/components/not-found.tsx";
import { ServiceDetail } from "#app/components/service-detail.tsx";
import { serviceDetailMeta } from "#app/lib/service-meta.ts";
import { serviceText, topicPage } from "#app/lib/service-pages.server.ts";
import type { Route } from "./+types/topic";

// A topic page of the shared service template (docs/brief/SPEC.md §2, "Service detail pages").
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const page = topicPage(request.url, params.topic);
  return { ...page, ...(await serviceText(context, page.path)) };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  serviceDetailMeta(
    loaderData,
    location.pathname,
    loaderData && `${loaderData.title} – ${loaderData.category.label}`,
  );

export default function Topic({ loaderData }: Route.ComponentProps) {
  const page = loaderData;
  return (
    <ServiceDetail
      page={page}
      lead={page.description}
      after={
        page.audience ? (
          <AudienceCards
            heading={page.audience.heading}
            cards={page.audience.cards}
            basePath={page.audience.basePath}
          />
        ) : null
      }
    >
      <div className="mt-12 max-w-3xl rounded-2xl bg-mist p-6 sm:p-8">
        <h2 className="text-xl font-bold">Dette får du</h2>
        <CheckList items={page.highlights} className="mt-4 grid gap-3 sm:grid-cols-2" />
      </div>
    </ServiceDetail>
  );
}

export const ErrorBoundary = NotFoundBoundary;
