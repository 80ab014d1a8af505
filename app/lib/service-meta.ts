import type { MetaDescriptor } from "react-router";
import type { Breadcrumb } from "#content/types.ts";
import { notFoundMeta, pageMeta } from "./meta";
import { breadcrumbLd, serviceLd } from "./structured-data";

/** Metadata of a topic or audience page: breadcrumbs and the service as structured data. */
export function serviceDetailMeta(
  page:
    | {
        title: string;
        description: string;
        path: string;
        breadcrumbs: Breadcrumb[];
        category: { label: string };
      }
    | undefined,
  pathname: string,
  title = page?.title,
): MetaDescriptor[] {
  if (!page) return notFoundMeta(pathname);
  return pageMeta({
    title: title ?? page.title,
    description: page.description,
    path: page.path,
    jsonLd: [
      breadcrumbLd(page.breadcrumbs),
      serviceLd({
        name: page.title,
        description: page.description,
        path: page.path,
        category: page.category.label,
      }),
    ],
  });
}
