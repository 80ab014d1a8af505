import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  RouterContextProvider,
  StaticRouterProvider,
  useLoaderData,
  useParams,
} from "react-router";
import { describe, expect, it } from "vitest";
import type { AuditReport } from "#app/lib/audit-report.ts";
import { type AppServices, appServicesContext } from "#app/lib/services-context.ts";
import { SAMPLE_CHANGE, sampleReport } from "#tests/audit-report-fixture.ts";
import AuditReportPage, { loader } from "./audit-report.tsx";

// The whole report page rendered on the server through its loader, as React Router does: the scores
// drawn as SVG with their numbers as text (issue 27), and the change since last time when there is one.

const TOKEN = "c0ffee".repeat(8);

/** The route's component with its loader's data, as React Router's framework mode hands it over. */
function Page() {
  const props = { loaderData: useLoaderData(), params: useParams() };
  return <AuditReportPage {...(props as Parameters<typeof AuditReportPage>[0])} />;
}

async function renderReport(report: AuditReport): Promise<string> {
  const services = {
    getAuditReport: async () => ({
      url: report.url,
      status: "done",
      createdAt: report.checkedAt,
      stored: { kind: "report", report },
    }),
  } as unknown as AppServices;
  const handler = createStaticHandler([
    { id: "report", path: "/rapport/:token", loader: (args) => loader(args as never), Component: Page },
  ]);
  const context = await handler.query(new Request(`https://www.fjellvik.example/rapport/${TOKEN}`), {
    requestContext: new RouterContextProvider(new Map([[appServicesContext, services]])),
  });
  if (context instanceof Response) throw new Error(`answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}

const section = (html: string, marker: string) => {
  const start = html.indexOf(marker);
  expect(start).toBeGreaterThan(-1);
  return html.slice(start);
};

describe("the report page", () => {
  it("draws the overall score and every category as SVG beside its number written out", async () => {
    const html = await renderReport(sampleReport());
    const scores = section(html, "data-report-scores");
    expect(scores).toMatch(
      /Samlet resultat.*<svg aria-hidden="true".*>72<\/span> <span[^>]*>av 100<\/span>.*Karakter C/s,
    );
    for (const [label, number] of [
      ["Sikkerhet", 72],
      ["Synlighet i søk", 91],
      ["Hastighet", 58],
      ["Personvern og lovkrav", 35],
    ])
      expect(scores).toMatch(
        new RegExp(
          `${label}</p><p[^>]*><span[^>]*>${number}</span> av 100</p></div><svg aria-hidden="true"[^>]*data-score="${number}"`,
        ),
      );
    expect(scores).toMatch(
      /E-post<\/p><p[^>]*>ikke målt<\/p><\/div><svg aria-hidden="true"[^>]*data-score="ikke målt"/,
    );
    expect(html).not.toContain("data-report-change");
    expect(html).not.toContain("Endringer siden forrige sjekk");
  });

  it("draws the change since last time, naming one finding fixed and one new", async () => {
    const html = await renderReport(sampleReport({ change: SAMPLE_CHANGE }));
    const change = section(html, "data-report-change");
    expect(change).toContain("Endringer siden forrige sjekk 1. oktober 2026");
    expect(change).toMatch(/Sikkerhet<\/p>.*54.*→.*72.*bedre \(\+18\)/s);
    expect(change).toMatch(/Personvern og lovkrav<\/p>.*60.*→.*35.*dårligere \(−25\)/s);
    expect(change).toMatch(/Fikset siden sist.*Sertifikatet utløper snart/s);
    expect(change).toMatch(/Nye funn siden sist.*Informasjonskapsler før samtykke/s);
  });

  it("shows headline suggestions with their hero text, or alone when no hero text is sure", async () => {
    const label = "Regelbaserte forslag laget av sidens egne ord, uten AI";
    const withHero = await renderReport(
      sampleReport({
        headlines: {
          variants: ["Trenger du rørlegger i Lillevik?"],
          heroCopy: "Trenger du rørlegger i Lillevik? Vi kommer innen to timer. Ring oss i dag.",
          label,
        },
      }),
    );
    const suggested = section(withHero, "Forslag til ny overskrift");
    expect(suggested).toMatch(
      /<li>Trenger du rørlegger i Lillevik\?<\/li>.*<p class="[^"]*italic[^"]*">Trenger du/s,
    );
    const alone = section(
      await renderReport(
        sampleReport({ headlines: { variants: ["Trenger du rørlegger i Lillevik?"], heroCopy: "", label } }),
      ),
      "Forslag til ny overskrift",
    );
    expect(alone).toContain("<li>Trenger du rørlegger i Lillevik?</li>");
    // no empty quotation frame under them
    expect(alone.slice(0, alone.indexOf("alle-tittel"))).not.toMatch(/italic/);
  });
});
