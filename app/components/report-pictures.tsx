import { useLocation } from "react-router";
import type { AuditReport } from "#app/lib/audit-report.ts";
import {
  FILMSTRIP_NOTE,
  frameAlt,
  frameCaption,
  noPicturesNote,
  PICTURES_HEADING,
  pictureUrl,
  screenshotAlt,
} from "#app/lib/page-pictures.ts";

// The audited page as the phone saw it, on the report page (issue 27, decision 032): the screen
// after loading and the moments of the load where it changed, served from the report's own files
// (/rapport/{token}/bilder/{name}). Every picture has its size set, so nothing shifts as it
// arrives, and loads only when it comes near the screen: the section sits below the scores, far
// under the first screen on a phone (the heading stays the largest paint). Without pictures, one
// sentence says why in their place.

export function ReportPictures({ report }: { report: AuditReport }) {
  const reportPath = useLocation().pathname.replace(/\/+$/, "");
  const pictures = report.pictures;
  const screenshot = pictures?.screenshot?.web;
  return (
    <section aria-labelledby="bilder-tittel" className="pb-12 sm:pb-16">
      <div className="container-page">
        <h2 id="bilder-tittel" className="text-2xl font-bold">
          {PICTURES_HEADING}
        </h2>
        {screenshot ? (
          <div className="mt-6 flex flex-col gap-8 sm:flex-row sm:items-start">
            <img
              src={pictureUrl(reportPath, screenshot.name)}
              width={screenshot.width}
              height={screenshot.height}
              alt={screenshotAlt(report.finalUrl)}
              loading="lazy"
              decoding="async"
              className="h-auto w-60 max-w-full shrink-0 rounded-lg border border-slate-200 shadow-sm"
            />
            {pictures.filmstrip.length ? (
              <div className="min-w-0 flex-1">
                <p className="max-w-2xl text-sm text-slate-700">{FILMSTRIP_NOTE}</p>
                <ol className="mt-4 grid grid-cols-4 gap-3 lg:grid-cols-8">
                  {pictures.filmstrip.map((frame) => (
                    <li key={frame.image.name}>
                      <img
                        src={pictureUrl(reportPath, frame.image.name)}
                        width={frame.image.width}
                        height={frame.image.height}
                        alt={frameAlt(report.finalUrl, frame.timingMs)}
                        loading="lazy"
                        decoding="async"
                        className="h-auto w-full rounded border border-slate-200"
                      />
                      <p aria-hidden="true" className="mt-1 text-xs text-slate-600">
                        {frameCaption(frame.timingMs)}
                      </p>
                    </li>
                  ))}
                </ol>
              </div>
            ) : null}
          </div>
        ) : (
          <p className="mt-4 max-w-3xl text-slate-700">{noPicturesNote(report.browser?.ran === true)}</p>
        )}
      </div>
    </section>
  );
}
