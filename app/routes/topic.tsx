import { AudienceCards } from "~/components/audience-cards";
import { CheckList } from "~/components/check-list";
import { CtaSection } from "~/components/cta-section";
import { NotFoundBoundary } from "~/components/not-found";
import { PageHero } from "~/components/page-hero";
import { ServiceText } from "~/components/service-text";
import { notFoundMeta, pageMeta } from "~/lib/meta";
import { serviceText, topicPage } from "~/lib/service-pages.server";
import { breadcrumbLd, serviceLd } from "~/lib/structured-data";
import type { Route } from "./+types/topic";

// A topic page of the shared service template (SPEC.md §2, "Service detail pages").
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const page = topicPage(request.url, params.topic);
  return { ...page, ...(await serviceText(context, page.path)) };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  !loaderData
    ? notFoundMeta(location.pathname)
    : pageMeta({
        title: `${loaderData.title} – ${loaderData.category.label}`,
        description: loaderData.description,
        path: loaderData.path,
        jsonLd: [
          breadcrumbLd(loaderData.breadcrumbs),
          serviceLd({
            name: loaderData.title,
            description: loaderData.description,
            path: loaderData.path,
            category: loaderData.category.label,
          }),
        ],
      });

export default function Topic({ loaderData }: Route.ComponentProps) {
  const page = loaderData;
  return (
    <>
      <PageHero
        eyebrow={page.category.label}
        title={page.title}
        lead={page.description}
        breadcrumbs={page.breadcrumbs}
        back={page.back}
      />
      <section aria-label={page.title} className="py-16 sm:py-24">
        <div className="container-page">
          <ServiceText
            paragraphs={page.paragraphs}
            pending={page.pending}
            generateRequest={page.generateRequest}
            image={page.image}
          />
          <div className="mt-12 max-w-3xl rounded-2xl bg-mist p-6 sm:p-8">
            <h2 className="text-xl font-bold">Dette får du</h2>
            <CheckList items={page.highlights} className="mt-4 grid gap-3 sm:grid-cols-2" />
          </div>
        </div>
      </section>
      {page.audience ? (
        <AudienceCards
          heading={page.audience.heading}
          cards={page.audience.cards}
          basePath={page.audience.basePath}
        />
      ) : null}
      <CtaSection title={`Interessert i ${page.title}?`} />
    </>
  );
}

export const ErrorBoundary = NotFoundBoundary;
