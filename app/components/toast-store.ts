import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from "#content/constants.ts";

// The toast queue (docs/brief/SPEC.md section 9: one at a time). Plain state outside React so any code can
// raise a toast; the Radix view (toaster-view.tsx) loads when the first toast appears.

export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant?: "default" | "destructive";
  open: boolean;
}

let toasts: ToastMessage[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: ToastMessage[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

export function toast(message: Omit<ToastMessage, "id" | "open">) {
  const id = nextId++;
  emit([{ ...message, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

export function dismiss(id: number) {
  emit(toasts.map((t) => (t.id === id ? { ...t, open: false } : t)));
  // A dismissed toast stays mounted for its exit (the spec's remove delay), then goes.
  setTimeout(() => emit(toasts.filter((t) => t.id !== id)), TOAST_REMOVE_DELAY_MS);
}

export function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentToasts() {
  return toasts;
}
