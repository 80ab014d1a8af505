import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { type AppServices, appServicesContext } from "#app/lib/services-context.ts";

// Our own server's rendering of a report page, in this process, for the printer (decision 033): the
// same built app the web server serves (imported once; in the web server it is the module already
// loaded), so the worker process prints the same page without an HTTP round trip to some instance.

const root = path.resolve(import.meta.dirname, "../..");
let build: Promise<ServerBuild> | null = null;

export function reportPageRenderer(services: AppServices, siteUrl: string) {
  return async (token: string): Promise<string> => {
    build ??= import(pathToFileURL(path.join(root, "build/server/index.js")).href).catch((error) => {
      build = null;
      throw error;
    }) as Promise<ServerBuild>;
    const handle = createRequestHandler(await build, "production");
    const response = await handle(
      new Request(`${siteUrl}/rapport/${token}`),
      new RouterContextProvider(new Map([[appServicesContext, services]])),
    );
    if (response.status !== 200) throw new Error(`the report page answered ${response.status}`);
    return response.text();
  };
}
