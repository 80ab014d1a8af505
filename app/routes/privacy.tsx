import { LegalPageView } from "#app/components/legal-page.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { privacyPage } from "#content/legal.ts";
import { paths } from "#content/routes.ts";
import { site } from "#content/site.ts";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: privacyPage.title, description: privacyPage.metaDescription, path: paths.privacy });

export default function Privacy() {
  return (
    <LegalPageView page={privacyPage}>
      <p className="mt-4 rounded-xl bg-mist p-4 text-slate-800">
        Spørsmål om personvern? Skriv til{" "}
        <a href={`mailto:${site.email}`} className="font-semibold text-accent underline underline-offset-2">
          {site.email}
        </a>
        . Opplastede bilder fra{" "}
        <a href={paths.uploadTest} className="font-semibold text-accent underline underline-offset-2">
          testsiden for bildeopplasting
        </a>{" "}
        behandles som beskrevet nedenfor.
      </p>
    </LegalPageView>
  );
}
