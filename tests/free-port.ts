export { freePort } from "#server/ports.ts";
