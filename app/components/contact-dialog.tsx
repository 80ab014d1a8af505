import * as Dialog from "@radix-ui/react-dialog";
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { DIALOG_AUTO_CLOSE_MS } from "#content/constants.ts";
import { paths } from "#content/routes.ts";
import { ContactForm } from "./contact-form";

// The 'Kontakt oss' dialog (SPEC.md §2 and §4): closed by default, opened by any call-to-action
// button on any page. After a successful send it shows the thank-you panel and closes itself.

const ContactDialogContext = createContext<{ open: () => void }>({ open: () => {} });

export function useContactDialog() {
  return useContext(ContactDialogContext);
}

export function ContactDialogProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The dialog is opened from buttons anywhere on the page, not from a Radix trigger, so it
  // remembers what had focus and gives it back on close (WCAG 2.4.3).
  const returnFocus = useRef<HTMLElement | null>(null);
  const open = useCallback(() => {
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
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
      <Dialog.Root open={isOpen} onOpenChange={onOpenChange}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/60 backdrop-blur-sm" />
          <Dialog.Content
            onCloseAutoFocus={(event) => {
              if (!returnFocus.current?.isConnected) return;
              event.preventDefault();
              returnFocus.current.focus();
            }}
            className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl sm:p-8"
          >
            <Dialog.Title className="text-2xl font-bold">Kontakt oss</Dialog.Title>
            <Dialog.Description className="mt-1 mb-6 text-slate-600">
              Fortell kort hva du trenger, så tar vi kontakt for en gratis samtale.
            </Dialog.Description>
            <ContactForm
              onSent={() => {
                closeTimer.current = setTimeout(() => setOpen(false), DIALOG_AUTO_CLOSE_MS);
              }}
            />
            <Dialog.Close
              aria-label="Lukk"
              className="absolute top-4 right-4 grid size-10 place-items-center rounded-full text-2xl text-slate-600 hover:bg-slate-100"
            >
              ×
            </Dialog.Close>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
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
      onClick={(event) => {
        event.preventDefault();
        open();
      }}
    >
      {children}
    </a>
  );
}
