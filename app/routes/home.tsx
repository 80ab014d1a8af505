import { homeMeta } from "#content/home.ts";
import { paths } from "#content/routes.ts";
import { AboutSection } from "~/components/home/about-section";
import { ApproachSection } from "~/components/home/approach-section";
import { CasesSection } from "~/components/home/cases-section";
import { ClientsStrip } from "~/components/home/clients-strip";
import { ContactSection } from "~/components/home/contact-section";
import { Hero } from "~/components/home/hero";
import { NewsCarousel } from "~/components/home/news-carousel";
import { ServicesSection } from "~/components/home/services-section";
import { pageMeta } from "~/lib/meta";
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
