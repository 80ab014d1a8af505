import { LegalPageView } from "#app/components/legal-page.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { accessibilityPage } from "#content/accessibility.ts";
import { paths } from "#content/routes.ts";
import type { Route } from "./+types/accessibility";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: accessibilityPage.title,
    description: accessibilityPage.metaDescription,
    path: paths.accessibility,
  });

export default function Accessibility() {
  return <LegalPageView page={accessibilityPage} eyebrow="Tilgjengelighet" />;
}
