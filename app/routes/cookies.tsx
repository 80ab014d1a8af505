import { ConsentSettings } from "#app/components/consent-settings.tsx";
import { LegalPageView } from "#app/components/legal-page.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { cookiesPage } from "#content/legal.ts";
import { paths } from "#content/routes.ts";
import type { Route } from "./+types/cookies";

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: cookiesPage.title, description: cookiesPage.metaDescription, path: paths.cookies });

export default function Cookies() {
  return (
    <LegalPageView page={cookiesPage}>
      <ConsentSettings />
    </LegalPageView>
  );
}
