import { AboutSection } from "#app/components/home/about-section.tsx";
import { ApproachSection } from "#app/components/home/approach-section.tsx";
import { CasesSection } from "#app/components/home/cases-section.tsx";
import { ClientsStrip } from "#app/components/home/clients-strip.tsx";
import { ContactSection } from "#app/components/home/contact-section.tsx";
import { Hero } from "#app/components/home/hero.tsx";
import { NewsCarousel } from "#app/components/home/news-carousel.tsx";
import { ServicesSection } from "#app/components/home/services-section.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { articles, cases } from "#content/collections.server.ts";
import { CAROUSEL_ARTICLES } from "#content/constants.ts";
import { homeMeta } from "#content/home.ts";
import { articleSummary, caseCard } from "#content/listing.ts";
import { paths } from "#content/routes.ts";
import type { Route } from "./+types/home";

// The newest articles for the carousel and the first two cases, from content/nyheter and
// content/kundehistorier: only what the cards show reaches the page.
export function loader() {
  return {
    news: articles.slice(0, CAROUSEL_ARTICLES).map(articleSummary),
    cases: cases.slice(0, 2).map(caseCard),
  };
}

export const meta: Route.MetaFunction = () => pageMeta({ ...homeMeta, path: paths.home });

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Hero />
      <ClientsStrip />
      <ServicesSection />
      <NewsCarousel articles={loaderData.news} />
      <CasesSection cases={loaderData.cases} />
      <ApproachSection />
      <AboutSection />
      <ContactSection />
    </>
  );
}
