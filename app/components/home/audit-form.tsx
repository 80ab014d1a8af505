import { useId, useRef, useState } from "react";
import { INVALID_URL_MESSAGE, isAuditUrl, normaliseAuditUrl } from "#app/lib/audit-url.ts";
import { isOneLine, ONE_LINE_MESSAGE } from "#app/lib/plain-text.ts";
import { AUDIT_SUBMIT_LOCK_MS } from "#content/constants.ts";
import { audit } from "#content/home.ts";
import { InfoTooltip } from "../info-tooltip";

// The two-step audit form (docs/brief/SPEC.md sections 4 and 5). After at least 500 ms and the answer,
// the form clears and returns to step 1. Success and most failures stay silent, as the spec says;
// two answers are shown, keeping the address (decision 028): an address the server refused (it does
// not exist, say) under the address field, and a full queue's «Det er mange i kø nå …», which says
// when to try again. A silent refusal would leave the visitor waiting for a mail that never comes.

/** What the form shows of the server's answer: a message, under the address field or the form. */
export type AuditAnswer = { field: "url" | null; message: string } | null;

export function readAuditAnswer(status: number, body: unknown): AuditAnswer {
  const answer = (typeof body === "object" && body ? body : {}) as {
    message?: unknown;
    errors?: { url?: unknown };
  };
  if (status === 400 && typeof answer.errors?.url === "string")
    return { field: "url", message: answer.errors.url };
  if ((status === 429 || status === 503) && typeof answer.message === "string")
    return { field: null, message: answer.message };
  return null;
}

/** The longest we wait for the answer before going back to step 1 without it. */
const ANSWER_WAIT_MS = 8000;

/** Posts the request; never throws (a network error is as silent as the spec wants it). */
async function sendAudit(url: string, email: string): Promise<AuditAnswer> {
  const request = fetch("/api/website-audit", {
    method: "POST",
    credentials: "include",
    headers: { Accept: "application/json", "Content-Type": "application/json" },
    body: JSON.stringify({ url, email }),
  }).then(async (response) => readAuditAnswer(response.status, await response.json().catch(() => null)));
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), ANSWER_WAIT_MS));
  return Promise.race([request, timeout]).catch(() => null);
}

export function AuditForm() {
  const id = useId();
  const [step, setStep] = useState<1 | 2>(1);
  const [url, setUrl] = useState("");
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [sending, setSending] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const urlRef = useRef<HTMLInputElement>(null);

  function next(event: React.FormEvent) {
    event.preventDefault();
    // The same rules, in the same order, as the server's schema (app/lib/audit-schema.ts).
    const problem = !isOneLine(url.trim())
      ? ONE_LINE_MESSAGE
      : !url.trim() || !isAuditUrl(url)
        ? INVALID_URL_MESSAGE
        : null;
    if (problem) {
      setError(problem);
      urlRef.current?.focus();
      return;
    }
    setStep(2);
    requestAnimationFrame(() => emailRef.current?.focus());
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setSending(true);
    setNotice(undefined);
    const lock = new Promise((resolve) => setTimeout(resolve, AUDIT_SUBMIT_LOCK_MS));
    const [answer] = await Promise.all([sendAudit(normaliseAuditUrl(url), email.trim()), lock]);
    setSending(false);
    setStep(1);
    if (answer?.field === "url") setError(answer.message);
    else if (answer) setNotice(answer.message);
    else {
      setUrl("");
      setEmail("");
    }
    requestAnimationFrame(() => urlRef.current?.focus());
  }

  return (
    <div className="rounded-2xl border border-white/15 bg-navy-light/90 p-5 shadow-2xl shadow-black/20 sm:p-6">
      <div className="flex items-center gap-2">
        <h2 className="text-lg font-semibold text-white">{audit.title}</h2>
        <InfoTooltip label={audit.infoLabel}>
          <span className="block font-semibold">Rapporten inneholder:</span>
          <span className="mt-2 block space-y-1">
            {audit.reportItems.map((item) => (
              <span key={item} className="flex gap-2">
                <span aria-hidden="true">•</span>
                {item}
              </span>
            ))}
          </span>
        </InfoTooltip>
      </div>
      <p className="mt-1 text-sm text-slate-300">{audit.intro}</p>

      {step === 1 ? (
        <form
          noValidate
          onSubmit={next}
          className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-start"
        >
          <div className="flex-1">
            <label htmlFor={`${id}-url`} className="sr-only">
              {audit.urlLabel}
            </label>
            <input
              ref={urlRef}
              id={`${id}-url`}
              name="url"
              type="text"
              inputMode="url"
              autoComplete="url"
              placeholder={audit.urlPlaceholder}
              className="field"
              value={url}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-url-error` : undefined}
              onChange={(e) => {
                setUrl(e.target.value);
                setError(undefined);
                setNotice(undefined);
              }}
            />
            {error ? (
              <p id={`${id}-url-error`} role="alert" className="mt-1.5 text-sm font-medium text-red-300">
                {error}
              </p>
            ) : null}
          </div>
          <button type="submit" className="btn-light">
            {audit.next}
          </button>
          {notice ? (
            <p role="alert" className="text-sm font-medium text-amber-200 sm:basis-full">
              {notice}
            </p>
          ) : null}
        </form>
      ) : (
        <form onSubmit={submit} className="mt-4 grid gap-3">
          <p className="text-sm text-slate-300">
            Nettside: <span className="font-semibold break-all text-white">{normaliseAuditUrl(url)}</span>{" "}
            <button
              type="button"
              className="underline underline-offset-2 hover:text-white"
              onClick={() => setStep(1)}
            >
              {audit.back}
            </button>
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <label htmlFor={`${id}-email`} className="sr-only">
              {audit.emailLabel}
            </label>
            <input
              ref={emailRef}
              id={`${id}-email`}
              name="email"
              type="email"
              required
              autoComplete="email"
              placeholder={audit.emailPlaceholder}
              className="field flex-1"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
            <button type="submit" className="btn-light" disabled={sending}>
              {sending ? audit.sending : audit.submit}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
