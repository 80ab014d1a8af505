import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { DIALOG_AUTO_CLOSE_MS } from "#content/constants.ts";
import { paths } from "#content/routes.ts";

// The 'Kontakt oss' dialog (docs/brief/SPEC.md §2 and §4): closed by default, opened by any call-to-action
// button on any page. After a successful send it shows the thank-you panel and closes itself.
// Its code loads when a visitor first points at or focuses a call-to-action.

const loadContent = () => import("./contact-dialog-content");
const ContactDialogContent = lazy(loadContent);

const ContactDialogContext = createContext<{ open: () => void }>({ open: () => {} });

export function useContactDialog() {
  return useContext(ContactDialogContext);
}

export function ContactDialogProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Opened from buttons anywhere on the page rather than a Radix trigger, the dialog remembers
  // what had focus and gives it back on close (WCAG 2.4.3).
  const returnFocus = useRef<HTMLElement | null>(null);
  const open = useCallback(() => {
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setUsed(true);
    setOpen(true);
  }, []);
  const value = useMemo(() => ({ open }), [open]);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  function onOpenChange(next: boolean) {
    clearTimeout(closeTimer.current);
    setOpen(next);
  }

  return (
    <ContactDialogContext.Provider value={value}>
      {children}
      {used ? (
        <Suspense fallback={null}>
          <ContactDialogContent
            open={isOpen}
            onOpenChange={onOpenChange}
            returnFocus={returnFocus}
            onSent={() => {
              closeTimer.current = setTimeout(() => setOpen(false), DIALOG_AUTO_CLOSE_MS);
            }}
          />
        </Suspense>
      ) : null}
    </ContactDialogContext.Provider>
  );
}

/**
 * A call-to-action that opens the dialog. Without JavaScript it is a plain link to the contact
 * page, so the visitor still gets somewhere useful.
 */
export function ContactButton({
  children,
  className = "btn-primary",
}: {
  children: ReactNode;
  className?: string;
}) {
  const { open } = useContactDialog();
  return (
    <a
      href={paths.contact}
      aria-haspopup="dialog"
      className={className}
      onPointerEnter={() => void loadContent()}
      onFocus={() => void loadContent()}
      onClick={(event) => {
        event.preventDefault();
        open();
      }}
    >
      {children}
    </a>
  );
}
