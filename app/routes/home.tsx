import { AboutSection } from "#app/components/home/about-section.tsx";
import { ApproachSection } from "#app/components/home/approach-section.tsx";
import { CasesSection } from "#app/components/home/cases-section.tsx";
import { ClientsStrip } from "#app/components/home/clients-strip.tsx";
import { ContactSection } from "#app/components/home/contact-section.tsx";
import { Hero } from "#app/components/home/hero.tsx";
import { NewsCarousel } from "#app/components/home/news-carousel.tsx";
import { ServicesSection } from "#app/components/home/services-section.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { homeMeta } from "#content/home.ts";
import { paths } from "#content/routes.ts";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => pageMeta({ ...homeMeta, path: paths.home });

export default function Home() {
  return (
    <>
      <Hero />
      <ClientsStrip />
      <ServicesSection />
      <NewsCarousel />
      <CasesSection />
      <ApproachSection />
      <AboutSection />
      <ContactSection />
    </>
  );
}
