import { ContactButton } from "#app/components/contact-dialog.tsx";
import { CtaSection } from "#app/components/cta-section.tsx";
import { NotFoundBoundary } from "#app/components/not-found.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { TopicCards } from "#app/components/topic-cards.tsx";
import { inSentence } from "#app/lib/format.ts";
import { notFoundMeta, pageMeta } from "#app/lib/meta.ts";
import { categoryPage } from "#app/lib/service-pages.server.ts";
import type { Route } from "./+types/category";

// /nettsider, /webapplikasjoner, /tjenester/kunstigintelligens and /aikurs (docs/brief/SPEC.md §2).
export function loader({ request }: Route.LoaderArgs) {
  return categoryPage(request.url);
}

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  !loaderData
    ? notFoundMeta(location.pathname)
    : pageMeta({
        title: loaderData.copy.title,
        description: loaderData.copy.metaDescription,
        path: loaderData.path,
      });

export default function Category({ loaderData }: Route.ComponentProps) {
  const { copy, topics, path, name } = loaderData;
  return (
    <>
      <PageHero
        eyebrow={name}
        title={copy.title}
        lead={copy.intro}
        breadcrumbs={[
          { label: "Tjenester", href: "/tjenester" },
          { label: name, href: path },
        ]}
      >
        <ContactButton className="btn-light">Book en gratis samtale</ContactButton>
      </PageHero>
      <TopicCards heading={copy.topicsHeading} topics={topics} basePath={path} />
      <CtaSection title={`Usikker på hva du trenger innen ${inSentence(name)}?`} />
    </>
  );
}

export const ErrorBoundary = NotFoundBoundary;
