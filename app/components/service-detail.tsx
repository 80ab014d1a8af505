import type { ReactNode } from "react";
import { inSentence } from "#app/lib/format.ts";
import type { Paragraph } from "#app/lib/generated-text.ts";
import type { Breadcrumb, ImageRef } from "#content/types.ts";
import { CtaSection } from "./cta-section";
import { PageHero } from "./page-hero";
import { ServiceText } from "./service-text";

// The shared service detail template (docs/brief/SPEC.md §2): breadcrumb and back link, title, description,
// the generated text beside its image, the page's own blocks, then 'Interessert i {title}?'.
export function ServiceDetail({
  page,
  lead,
  children,
  after,
}: {
  page: {
    title: string;
    promise?: string;
    category: { label: string };
    breadcrumbs: Breadcrumb[];
    back: { href: string; label: string };
    paragraphs: Paragraph[];
    pending: boolean;
    generateRequest: { title: string; description: string; category: string };
    image: ImageRef;
  };
  lead: string;
  children: ReactNode;
  after?: ReactNode;
}) {
  return (
    <>
      <PageHero
        eyebrow={page.category.label}
        title={page.title}
        promise={page.promise}
        lead={lead}
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
          {children}
        </div>
      </section>
      {after}
      <CtaSection title={`Interessert i ${inSentence(page.title)}?`} />
    </>
  );
}
