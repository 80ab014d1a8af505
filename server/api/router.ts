import express, { type ErrorRequestHandler, Router } from "express";

import { auditSchema } from "../../app/lib/audit-schema.ts";
import { contactSchema, fieldErrors } from "../../app/lib/contact-schema.ts";
import type { Env } from "../env.ts";
import { appendIntake } from "./intake-store.ts";

export function apiRouter(env: Env): Router {
  const router = Router();
  router.use(express.json({ limit: "32kb", type: ["application/json"] }));
  router.use(express.urlencoded({ extended: false, limit: "32kb" }));

  router.post("/contact", async (req, res) => {
    const result = contactSchema.safeParse(req.body ?? {});
    if (!result.success) {
      res.status(400).json({ success: false, errors: fieldErrors(result.error) });
      return;
    }
    const id = await appendIntake(env.DATA_DIR, "contact", result.data);
    req.log.info({ id }, "contact request stored");
    res.json({ success: true, id });
  });

  router.post("/website-audit", async (req, res) => {
    const result = auditSchema.safeParse(req.body ?? {});
    if (!result.success) {
      res.status(400).json({ success: false, errors: fieldErrors(result.error) });
      return;
    }
    const id = await appendIntake(env.DATA_DIR, "audit", result.data);
    req.log.info({ id }, "audit request stored");
    res.status(202).json({ success: true, id });
  });

  router.use((_req, res) => {
    res.status(404).json({ success: false, message: "Fant ikke dette API-endepunktet." });
  });

  const bodyErrors: ErrorRequestHandler = (error, _req, res, next) => {
    const status = typeof error?.status === "number" ? error.status : 0;
    if (status === 413) {
      res.status(413).json({ success: false, message: "Forespørselen er for stor." });
    } else if (status === 400 && error?.type === "entity.parse.failed") {
      res.status(400).json({ success: false, message: "Ugyldig JSON i forespørselen." });
    } else if (status >= 400 && status < 500) {
      res.status(status).json({ success: false, message: "Forespørselen kunne ikke leses." });
    } else {
      next(error);
    }
  };
  router.use(bodyErrors);
  return router;
}
