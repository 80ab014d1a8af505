import { Audit, Gatherer } from "lighthouse";
import DevtoolsLog from "lighthouse/core/gather/gatherers/devtools-log.js";
import type * as LH from "lighthouse/types/lh.js";
import { type RawTracking, setCookieNames } from "./tracking.ts";

// A Lighthouse gatherer that reads, inside the one page load, what the page stored (cookies over the
// whole browser, local and session storage of every frame's origin) and which Set-Cookie headers and
// requests it made (from the DevTools log). It must run inside the run: Lighthouse closes its tab
// afterwards. Lighthouse only gathers artifacts an audit requires, hence the small audit below.

export const TRACKING_ARTIFACT = "TrackingBeforeConsent";
export const TRACKING_AUDIT_ID = "tracking-before-consent";

type Context = LH.Gatherer.Context<"DevtoolsLog">;
type Session = Context["driver"]["defaultSession"];
type FrameTree = LH.Crdp.Page.FrameTree;

const frameOrigins = (tree: FrameTree): string[] => [
  tree.frame.securityOrigin,
  ...(tree.childFrames ?? []).flatMap(frameOrigins),
];

async function readStorage(session: Session): Promise<RawTracking["storage"]> {
  const { frameTree } = await session.sendCommand("Page.getFrameTree");
  const origins = [...new Set(frameOrigins(frameTree))].filter((origin) => /^https?:/.test(origin));
  const storage: RawTracking["storage"] = [];
  for (const securityOrigin of origins) {
    for (const isLocalStorage of [true, false]) {
      try {
        const { entries } = await session.sendCommand("DOMStorage.getDOMStorageItems", {
          storageId: { securityOrigin, isLocalStorage },
        });
        const area = isLocalStorage ? "localStorage" : "sessionStorage";
        for (const [key] of entries)
          if (key !== undefined) storage.push({ area, origin: securityOrigin, key });
      } catch {
        // An origin whose storage the browser will not show (opaque, gone): nothing to list.
      }
    }
  }
  return storage;
}

function fromDevtoolsLog(log: LH.DevtoolsLog): Pick<RawTracking, "setCookies" | "requestUrls"> {
  const urlsById = new Map<string, string>();
  const requestUrls: string[] = [];
  const extraInfo: LH.Crdp.Network.ResponseReceivedExtraInfoEvent[] = [];
  for (const message of log) {
    if (message.method === "Network.requestWillBeSent") {
      const { url } = message.params.request;
      urlsById.set(message.params.requestId, url);
      if (/^(https?|wss?):/.test(url)) requestUrls.push(url);
    } else if (message.method === "Network.webSocketCreated") {
      requestUrls.push(message.params.url);
    } else if (message.method === "Network.responseReceivedExtraInfo") {
      extraInfo.push(message.params);
    }
  }
  const setCookies = extraInfo.flatMap((params) => {
    const header = Object.entries(params.headers).find(([name]) => name.toLowerCase() === "set-cookie")?.[1];
    const url = urlsById.get(params.requestId);
    if (!header || !url) return [];
    return [{ host: new URL(url).hostname.toLowerCase(), names: setCookieNames(header) }];
  });
  return { setCookies, requestUrls };
}

async function readTracking(context: Context): Promise<RawTracking> {
  const session = context.driver.defaultSession;
  const { cookies } = await session.sendCommand("Network.getAllCookies");
  return {
    cookies: cookies.map(({ name, domain, expires, session }) => ({ name, domain, expires, session })),
    storage: await readStorage(session),
    ...fromDevtoolsLog(context.dependencies.DevtoolsLog),
  };
}

export class TrackingGatherer extends Gatherer {
  override meta: LH.Gatherer.GathererMeta<"DevtoolsLog"> = {
    supportedModes: ["navigation"],
    dependencies: { DevtoolsLog: DevtoolsLog.symbol },
  };

  override getArtifact(context: Context) {
    // Lighthouse's types list only its own artifacts; ours is a RawTracking.
    return readTracking(context) as never;
  }
}

/** Requires the artifact so Lighthouse gathers it; the stage reads the artifact itself. */
export class TrackingAudit extends Audit {
  static override get meta() {
    return {
      id: TRACKING_AUDIT_ID,
      title: "Sporing før samtykke",
      description: "Informasjonskapsler, lagring og tredjeparter før besøkende har samtykket.",
      scoreDisplayMode: Audit.SCORING_MODES.INFORMATIVE,
      requiredArtifacts: [TRACKING_ARTIFACT] as never[],
    };
  }

  static override audit() {
    return { score: null };
  }
}
