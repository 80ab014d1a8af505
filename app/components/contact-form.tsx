import { useEffect, useId, useState } from "react";
import { apiRequest } from "#app/lib/api.ts";
import { reportConversion } from "#app/lib/conversion.ts";
import { type ContactField, emptyContact, type FieldErrors, fieldErrors } from "#app/lib/field-errors.ts";
import { CONTACT_RETENTION_MONTHS, REPLY_WITHIN_HOURS } from "#content/constants.ts";
import { paths } from "#content/routes.ts";
import { toast } from "./toaster";

// The contact form (docs/brief/SPEC.md sections 4, 5, 8), used on the home page and inside the dialog.

type Status = "idle" | "pending" | "sent";

const fields: { name: ContactField; label: string; type: string; required: boolean; autoComplete: string }[] =
  [
    { name: "fornavn", label: "Fornavn", type: "text", required: true, autoComplete: "given-name" },
    { name: "etternavn", label: "Etternavn", type: "text", required: true, autoComplete: "family-name" },
    { name: "email", label: "E-post", type: "email", required: true, autoComplete: "email" },
    { name: "telefon", label: "Telefon", type: "tel", required: false, autoComplete: "tel" },
    { name: "bedrift", label: "Bedrift", type: "text", required: false, autoComplete: "organization" },
  ];

export const contactMessages = {
  successTitle: "Takk for din henvendelse!",
  successText: `Vi kontakter deg innen ${REPLY_WITHIN_HOURS} timer.`,
  errorTitle: "En feil oppstod",
  errorText: "Prøv igjen senere eller kontakt oss direkte.",
  /** Without JavaScript the first post is shown again, to be sent once more (spam timing, decision 016). */
  confirm: "Nesten ferdig! Se over opplysningene og trykk «Send forespørsel» en gang til.",
};

/** What the server answered a post without JavaScript (the /kontakt route's action). */
export type ContactFormResult =
  | { status: "sent" }
  | {
      status: "invalid" | "confirm";
      errors?: FieldErrors;
      values: Partial<typeof emptyContact>;
      message?: string;
      /** The server's time, for the form shown again (the spam timing's start). */
      startedAt?: string;
    };

export function ContactForm({
  onSent,
  tone = "light",
  result,
}: {
  onSent?: () => void;
  tone?: "light" | "dark";
  result?: ContactFormResult;
}) {
  const id = useId();
  const shownAgain = result?.status === "sent" ? undefined : result;
  const [values, setValues] = useState(() =>
    shownAgain ? { ...emptyContact, ...shownAgain.values } : emptyContact,
  );
  const [errors, setErrors] = useState<FieldErrors>(shownAgain?.errors ?? {});
  const [status, setStatus] = useState<Status>(result?.status === "sent" ? "sent" : "idle");
  const [honeypot, setHoneypot] = useState("");
  // When the form was shown: a submit within a couple of seconds is a bot (decision 008, spam defence).
  // A form the server showed again keeps the server's time; otherwise the browser notes its own.
  const [startedAt, setStartedAt] = useState(shownAgain?.startedAt ?? "");
  useEffect(() => setStartedAt((known) => known || String(Date.now())), []);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The schema (zod) loads on first use, not with the page (docs/decisions/005-lazy-ui.md).
    const { contactSchema } = await import("#app/lib/contact-schema.ts");
    const result = contactSchema.safeParse(values);
    if (!result.success) {
      setErrors(fieldErrors(result.error));
      return;
    }
    setErrors({});
    setStatus("pending");
    try {
      await apiRequest("/api/contact", { json: { ...values, nettside: honeypot, startet: startedAt } });
      setStatus("sent");
      setValues(emptyContact);
      toast({ title: contactMessages.successTitle, description: contactMessages.successText });
      reportConversion();
      onSent?.();
    } catch {
      setStatus("idle");
      toast({
        title: contactMessages.errorTitle,
        description: contactMessages.errorText,
        variant: "destructive",
      });
    }
  }

  if (status === "sent") {
    return (
      <div role="status" className="rounded-2xl bg-accent-soft p-8 text-center text-ink">
        <p className="text-2xl font-bold">{contactMessages.successTitle}</p>
        <p className="mt-2 text-slate-700">{contactMessages.successText}</p>
        <button
          type="button"
          className="btn-outline mt-6 text-accent-strong"
          onClick={() => setStatus("idle")}
        >
          Send en ny forespørsel
        </button>
      </div>
    );
  }

  const labelClass = tone === "dark" ? "text-white" : "text-ink";
  return (
    <form
      method="post"
      action={`${paths.contact}#skjema`}
      noValidate
      onSubmit={submit}
      className="relative grid gap-4 sm:grid-cols-2"
    >
      {/* A field people never see: bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-nettside`}>La dette feltet stå tomt</label>
        <input
          id={`${id}-nettside`}
          name="nettside"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={honeypot}
          onChange={(e) => setHoneypot(e.target.value)}
        />
      </div>
      <input type="hidden" name="startet" value={startedAt} />
      {shownAgain?.status === "invalid" && shownAgain.message ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800 sm:col-span-2">
          {shownAgain.message}
        </p>
      ) : null}
      {shownAgain?.status === "confirm" && shownAgain.message ? (
        <p role="status" className="rounded-lg bg-accent-soft p-3 text-sm font-medium text-ink sm:col-span-2">
          {shownAgain.message}
        </p>
      ) : null}
      {fields.map((field) => {
        const error = errors[field.name];
        const inputId = `${id}-${field.name}`;
        return (
          <div key={field.name} className={field.name === "email" ? "sm:col-span-2" : undefined}>
            <label htmlFor={inputId} className={`mb-1.5 block text-sm font-medium ${labelClass}`}>
              {field.label}
              {field.required ? (
                <span aria-hidden="true" className="text-red-700">
                  {" "}
                  *
                </span>
              ) : null}
            </label>
            <input
              id={inputId}
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              required={field.required}
              className="field"
              value={values[field.name]}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${inputId}-error` : undefined}
              onChange={(e) => setValues((v) => ({ ...v, [field.name]: e.target.value }))}
            />
            {error ? (
              <p id={`${inputId}-error`} className="mt-1 text-sm font-medium text-red-700">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
      <div className="sm:col-span-2">
        <label htmlFor={`${id}-prosjekt`} className={`mb-1.5 block text-sm font-medium ${labelClass}`}>
          Om prosjektet
        </label>
        <textarea
          id={`${id}-prosjekt`}
          name="prosjekt"
          rows={4}
          className="field"
          placeholder="Fortell oss om dine utfordringer og mål..."
          value={values.prosjekt}
          aria-invalid={errors.prosjekt ? true : undefined}
          aria-describedby={errors.prosjekt ? `${id}-prosjekt-error` : undefined}
          onChange={(e) => setValues((v) => ({ ...v, prosjekt: e.target.value }))}
        />
        {errors.prosjekt ? (
          <p id={`${id}-prosjekt-error`} className="mt-1 text-sm font-medium text-red-700">
            {errors.prosjekt}
          </p>
        ) : null}
      </div>
      <p className={`text-sm sm:col-span-2 ${tone === "dark" ? "text-slate-300" : "text-slate-600"}`}>
        Vi behandler opplysningene dine i tråd med GDPR: vi bruker dem til å svare deg og sletter dem etter{" "}
        {CONTACT_RETENTION_MONTHS} måneder hvis du ikke blir kunde. Les mer i{" "}
        <a href={paths.privacy} className="underline underline-offset-2">
          personvernerklæringen
        </a>
        .
      </p>
      <div className="sm:col-span-2">
        <button type="submit" className="btn-primary w-full sm:w-auto" disabled={status === "pending"}>
          {status === "pending" ? "Sender..." : "Send forespørsel"}
        </button>
      </div>
    </form>
  );
}
