import { type ChildJob, runLighthouse } from "./lighthouse-run.ts";

// The browser run's process (stage.ts starts it with IPC): Lighthouse keeps memory between runs in
// one process, and a process can be killed with everything it started. One job in, one message out.

// The stage went away (killed, crashed): so do we, and Chromium with its parent-death signal.
process.on("disconnect", () => process.exit(1));
process.once("message", (job: ChildJob) => {
  runLighthouse(job).then(
    (message) => process.send?.(message, () => process.exit(0)),
    (error: unknown) =>
      process.send?.({ type: "error", reason: "browser", message: String(error) }, () => process.exit(1)),
  );
});
