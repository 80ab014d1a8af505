import { useId, useState, useSyncExternalStore } from "react";
import {
  type Consent,
  type ConsentCategory,
  consentCategories,
  noConsent,
  readConsent,
  saveConsent,
  serializeConsent,
  subscribe,
} from "#app/lib/consent.ts";

// The consent choices: the checkboxes the banner shows under "Velg selv", and the settings on
// /cookies where the visitor sees the stored choice and changes or withdraws it at any time.

/** One labelled checkbox per category; "Nødvendige" is always on. */
export function CategoryToggles({
  value,
  onChange,
  disabled = false,
  tone = "light",
}: {
  value: Consent;
  onChange: (next: Consent) => void;
  disabled?: boolean;
  tone?: "light" | "dark";
}) {
  const id = useId();
  const hintClass = tone === "dark" ? "text-slate-300" : "text-slate-600";
  return (
    <fieldset disabled={disabled}>
      <legend className="sr-only">Kategorier av informasjonskapsler</legend>
      <ul className="grid gap-3">
        {consentCategories.map((category) => {
          const inputId = `${id}-${category.id}`;
          const alwaysOn = category.alwaysOn === true;
          const key = category.id as ConsentCategory;
          return (
            <li key={category.id} className="flex items-start gap-3">
              <input
                id={inputId}
                type="checkbox"
                className="mt-0.5 size-5 shrink-0 accent-accent disabled:opacity-70"
                checked={alwaysOn ? true : value[key]}
                disabled={alwaysOn || disabled}
                aria-describedby={`${inputId}-hint`}
                onChange={
                  alwaysOn ? undefined : (event) => onChange({ ...value, [key]: event.target.checked })
                }
              />
              <div>
                <label htmlFor={inputId} className="font-semibold">
                  {category.label}
                </label>
                <p id={`${inputId}-hint`} className={`text-sm ${hintClass}`}>
                  {category.description}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

const subscribeNothing = () => () => {};

function summary(consent: Consent | null) {
  if (!consent) return "Du har ikke valgt ennå, så ingenting er slått på.";
  const onOff = (on: boolean) => (on ? "på" : "av");
  return `Lagret valg: markedsføring ${onOff(consent.markedsforing)}.`;
}

/** The settings on /cookies. Prerendered with the controls disabled; live after hydration. */
export function ConsentSettings() {
  const headingId = useId();
  const hydrated = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
  const stored = useSyncExternalStore(subscribe, readConsent, () => null);
  const [status, setStatus] = useState("");

  return (
    <section aria-labelledby={headingId} className="card mt-8 p-6 sm:p-8">
      <h2 id={headingId} className="text-2xl font-bold">
        Ditt valg
      </h2>
      <p className="mt-2 min-h-6 text-slate-800">{hydrated ? summary(stored) : null}</p>
      <noscript>
        <p className="mt-2 text-slate-800">
          Du trenger JavaScript for å endre valget her. Uten JavaScript setter vi ingen informasjonskapsler.
        </p>
      </noscript>
      {/* Remounted when the stored choice changes (for example from the banner), so it shows it. */}
      <SettingsForm
        key={stored ? serializeConsent(stored) : "ingen"}
        initial={stored ?? noConsent}
        disabled={!hydrated}
        onEdit={() => setStatus("")}
        onSave={(next) => {
          saveConsent(next);
          setStatus("Valget ditt er lagret.");
        }}
      />
      <p role="status" className="mt-3 min-h-6 font-semibold text-accent-strong">
        {status}
      </p>
    </section>
  );
}

function SettingsForm({
  initial,
  disabled,
  onEdit,
  onSave,
}: {
  initial: Consent;
  disabled: boolean;
  onEdit: () => void;
  onSave: (next: Consent) => void;
}) {
  const [draft, setDraft] = useState(initial);
  return (
    <form
      className="mt-6"
      onSubmit={(event) => {
        event.preventDefault();
        onSave(draft);
      }}
    >
      <CategoryToggles
        value={draft}
        disabled={disabled}
        onChange={(next) => {
          setDraft(next);
          onEdit();
        }}
      />
      <button type="submit" className="btn-primary mt-6" disabled={disabled}>
        Lagre valgene
      </button>
    </form>
  );
}
