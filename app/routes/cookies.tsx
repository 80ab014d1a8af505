import { cookiesPage } from "#content/legal.ts";
import { paths } from "#content/routes.ts";
import { ConsentSettings } from "~/components/consent-settings";
import { LegalPageView } from "~/components/legal-page";
import { pageMeta } from "~/lib/meta";
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
