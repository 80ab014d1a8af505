import { lazy, Suspense, useSyncExternalStore } from "react";
import { currentToasts, subscribe, type ToastMessage } from "./toast-store";

export { toast } from "./toast-store";

const ToasterView = lazy(() => import("./toaster-view"));
const noToasts: ToastMessage[] = [];

export function Toaster() {
  const items = useSyncExternalStore(subscribe, currentToasts, () => noToasts);
  if (items.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView items={items} />
    </Suspense>
  );
}
