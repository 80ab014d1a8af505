import { Link } from "react-router";
import { CheckList } from "~/components/check-list";
import { CtaSection } from "~/components/cta-section";
import { NotFoundBoundary } from "~/components/not-found";
import { PageHero } from "~/components/page-hero";
import { ServiceText } from "~/components/service-text";
import { notFoundMeta, pageMeta } from "~/lib/meta";
import { audiencePage, serviceText } from "~/lib/service-pages.server";
import { breadcrumbLd, serviceLd } from "~/lib/structured-data";
import type { Route } from "./+types/audience";

// {topicPath}/{audience}: the topic told for one kind of organisation (SPEC.md §2, audience pages).
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const page = audiencePage(request.url, params.topic, params.audience);
  return { ...page, ...(await serviceText(context, page.path)) };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  !loaderData
    ? notFoundMeta(location.pathname)
    : pageMeta({
        title: loaderData.title,
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

export default function Audience({ loaderData }: Route.ComponentProps) {
  const page = loaderData;
  return (
    <>
      <PageHero
        eyebrow={page.category.label}
        title={page.title}
        lead={page.intro}
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
          <div className="mt-12 grid gap-8 lg:grid-cols-2">
            <div className="rounded-2xl bg-mist p-6 sm:p-8">
              <h2 className="text-xl font-bold">Dette får du</h2>
              <CheckList items={page.points} className="mt-4 grid gap-3" />
            </div>
            <nav aria-labelledby="andre-tittel" className="rounded-2xl border border-slate-200 p-6 sm:p-8">
              <h2 id="andre-tittel" className="text-xl font-bold">
                {page.topicTitle} for andre
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
        </div>
      </section>
      <CtaSection title={`Interessert i ${page.title}?`} />
    </>
  );
}

export const ErrorBoundary = NotFoundBoundary;
