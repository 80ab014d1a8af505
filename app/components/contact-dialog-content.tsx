import * as Dialog from "@radix-ui/react-dialog";
import type { RefObject } from "react";
import { ContactForm } from "./contact-form";

// The dialog itself: loaded on first use (see contact-dialog.tsx), so pages do not ship Radix
// Dialog and the form's validation until a visitor asks for them.
export default function ContactDialogContent({
  open,
  onOpenChange,
  onSent,
  returnFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSent: () => void;
  returnFocus: RefObject<HTMLElement | null>;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
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
          <ContactForm onSent={onSent} />
          <Dialog.Close
            aria-label="Lukk"
            className="absolute top-4 right-4 grid size-10 place-items-center rounded-full text-2xl text-slate-600 hover:bg-slate-100"
          >
            ×
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
