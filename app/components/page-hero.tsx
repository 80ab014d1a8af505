import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Breadcrumb } from "#content/types.ts";

// The dark band at the top of every inner page: the transparent header sits on it, like on the
// home page's hero.
export function PageHero({
  eyebrow,
  title,
  promise,
  lead,
  breadcrumbs,
  back,
  children,
}: {
  eyebrow?: string;
  title: string;
  /** What the reader gets, on its own line under the title and part of the heading (decision 027). */
  promise?: string;
  lead?: string;
  breadcrumbs?: Breadcrumb[];
  back?: { href: string; label: string };
  children?: ReactNode;
}) {
  return (
    <section className="on-dark relative isolate overflow-hidden bg-navy pt-28 pb-14 text-white sm:pt-36 sm:pb-20">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,#17324a_0%,#0f2233_45%,#0b1620_100%)]"
      />
      <div className="container-page">
        {breadcrumbs?.length ? (
          <nav aria-label="Brødsmulesti" className="mb-6 text-sm text-slate-300">
            <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
              {breadcrumbs.map((crumb, i) => {
                const last = i === breadcrumbs.length - 1;
                return (
                  <li key={crumb.href} className="flex items-center gap-2">
                    {last ? (
                      <span aria-current="page" className="text-white">
                        {crumb.label}
                      </span>
                    ) : (
                      <Link
                        to={crumb.href}
                        className="py-1 underline-offset-2 hover:text-white hover:underline"
                      >
                        {crumb.label}
                      </Link>
                    )}
                    {last ? null : <span aria-hidden="true">/</span>}
                  </li>
                );
              })}
            </ol>
          </nav>
        ) : null}
        {eyebrow ? <p className="eyebrow text-accent-bright">{eyebrow}</p> : null}
        <h1 className="mt-3 max-w-4xl text-4xl leading-tight font-bold tracking-tight text-balance sm:text-5xl">
          {title}
          {promise ? (
            <>
              <span className="sr-only">:</span>{" "}
              <span className="mt-2 block text-2xl font-semibold text-slate-200 sm:text-3xl">{promise}</span>
            </>
          ) : null}
        </h1>
        {lead ? <p className="mt-5 max-w-3xl text-lg leading-relaxed text-slate-300">{lead}</p> : null}
        {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
        {back ? (
          <Link
            to={back.href}
            className="mt-8 inline-flex items-center gap-2 py-1 text-sm font-semibold text-accent-bright hover:text-white"
          >
            <span aria-hidden="true">←</span> {back.label}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
