// The pictures of the audited page in the report's contract (issue 27, decision 032): what the job
// stored beside the report as files of their own, so the report page and the e-mail know what
// exists. The bytes are never in the report's JSON. Browser-safe, like app/lib/audit-report.ts.

import { formatNumber } from "./format-nb.ts";

/** One stored picture: its file name under the report, its size in pixels and in bytes. */
export interface PictureFile {
  name: string;
  width: number;
  height: number;
  bytes: number;
}

export interface ReportPictures {
  /** The phone's screen after loading: WebP for the page, JPEG for e-mail; null when none was taken. */
  screenshot: { web: PictureFile; mail: PictureFile } | null;
  /** The moments of the load where the page visibly changed, each with its time from the start. */
  filmstrip: { timingMs: number; image: PictureFile }[];
}

/** File names the job gives pictures: «skjerm.webp», «skjerm.jpg», «film-1.jpg» … «film-8.jpg». */
export const PICTURE_NAME = /^(?:skjerm\.(?:webp|jpg)|film-[1-8]\.jpg)$/;

export const SCREENSHOT_NAMES = { web: "skjerm.webp", mail: "skjerm.jpg" } as const;
export const filmName = (index: number) => `film-${index + 1}.jpg`;

/** The address of a picture under its report: /rapport/{token}/bilder/{name}. */
export const pictureUrl = (reportPath: string, name: string) => `${reportPath}/bilder/${name}`;

/** «Forsiden» when the page checked was the site's start page, «Siden» for any other page. */
const pageWord = (finalUrl: string) => (URL.parse(finalUrl)?.pathname === "/" ? "Forsiden" : "Siden");

/** The screenshot's alternative text: what the picture is, in our words. */
export const screenshotAlt = (finalUrl: string) =>
  `${pageWord(finalUrl)} slik den så ut på en mobil etter lasting`;

/** A filmstrip frame's alternative text: «Forsiden etter 1,2 sekunder». */
export const frameAlt = (finalUrl: string, timingMs: number) =>
  `${pageWord(finalUrl)} ${frameCaption(timingMs)}`;

/**
 * A frame's time in seconds with one decimal, also under one second, so the strip reads evenly:
 * «0,4 sekunder», «1 sekund», «1,2 sekunder».
 */
export function frameTime(timingMs: number): string {
  const seconds = formatNumber(timingMs / 1000, 1);
  return `${seconds}\u00a0${seconds === "1" ? "sekund" : "sekunder"}`;
}

/** The time under a frame: «etter 1,2 sekunder». */
export const frameCaption = (timingMs: number) => `etter ${frameTime(timingMs)}`;

export const PICTURES_HEADING = "Slik så siden ut på mobilen";

export const FILMSTRIP_NOTE =
  "Slik fyltes skjermen mens siden lastet hos oss. Vi hentet den over en rask forbindelse, så på en vanlig mobilforbindelse tar det ofte lengre tid.";

/**
 * Said in the pictures' place when there are none: the browser test did not run (or failed), or
 * it ran and took no picture.
 */
export const noPicturesNote = (browserRan: boolean) =>
  browserRan
    ? "Nettleseren ga oss ikke noe bilde av siden denne gangen."
    : "Siden ble ikke åpnet i en nettleser denne gangen, så vi har ikke bilde av hvordan den så ut.";
