import { ContactButton } from "~/components/contact-dialog";
import { CtaSection } from "~/components/cta-section";
import { NotFoundBoundary } from "~/components/not-found";
import { PageHero } from "~/components/page-hero";
import { TopicCards } from "~/components/topic-cards";
import { inSentence } from "~/lib/format";
import { notFoundMeta, pageMeta } from "~/lib/meta";
import { categoryPage } from "~/lib/service-pages.server";
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
