import { useCallback, useEffect, useId, useRef, useState } from "react";
import { PageHero } from "#app/components/page-hero.tsx";
import { toast } from "#app/components/toaster.tsx";
import { apiRequest } from "#app/lib/api.ts";
import { formatMegabytes } from "#app/lib/format.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { MAX_UPLOAD_BYTES, TOO_LARGE_MESSAGE } from "#app/lib/upload-limits.ts";
import { paths } from "#content/routes.ts";
import type { Route } from "./+types/upload-test";

// /upload-test (docs/brief/SPEC.md §2, §4, §5, §8): choose an image, upload it, list the uploaded images.

interface UploadedFile {
  filename: string;
  url: string;
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Test av bildeopplasting",
    description: "Last opp et bilde og se listen over opplastede bilder. En testside for bildeopplasting.",
    path: paths.uploadTest,
    noindex: true,
  });

export default function UploadTest() {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  const [files, setFiles] = useState<UploadedFile[]>([]);

  const loadFiles = useCallback(async () => {
    try {
      const result = await apiRequest<{ success: boolean; files?: UploadedFile[] }>("/api/uploads");
      setFiles(result.files ?? []);
    } catch (error) {
      console.error("Kunne ikke hente opplastede bilder", error);
    }
  }, []);

  useEffect(() => {
    void loadFiles();
  }, [loadFiles]);

  async function upload(event: React.FormEvent) {
    event.preventDefault();
    if (!file) {
      toast({ title: "Ingen fil valgt", description: "Velg en bildefil først", variant: "destructive" });
      return;
    }
    // The server refuses it anyway, but only after the whole photo has been sent: say so at once.
    if (file.size > MAX_UPLOAD_BYTES) {
      toast({ title: "Opplasting feilet", description: TOO_LARGE_MESSAGE, variant: "destructive" });
      return;
    }
    setUploading(true);
    try {
      const body = new FormData();
      body.append("image", file);
      const response = await fetch("/api/upload", { method: "POST", body, credentials: "include" });
      const result = (await response.json().catch(() => ({}))) as { success?: boolean; message?: string };
      if (result.success) {
        toast({ title: "Opplasting vellykket", description: result.message });
        setFile(null);
        if (input.current) input.current.value = "";
        await loadFiles();
      } else {
        toast({
          title: "Opplasting feilet",
          description: result.message ?? `Serveren svarte ${response.status}.`,
          variant: "destructive",
        });
      }
    } catch {
      toast({ title: "Feil", description: "Kunne ikke laste opp fil", variant: "destructive" });
    } finally {
      setUploading(false);
    }
  }

  return (
    <>
      <PageHero
        eyebrow="Test"
        title="Test av bildeopplasting"
        promise="Slik laster du opp et bilde"
        lead="Velg et bilde fra maskinen din og last det opp. Bildene du laster opp, vises i listen under."
      />
      <section aria-label="Last opp bilde" className="py-16">
        <div className="container-page grid gap-12 lg:grid-cols-2">
          <form onSubmit={upload} className="card grid gap-5 p-6 sm:p-8">
            <div>
              <label htmlFor={`${id}-fil`} className="mb-2 block font-medium">
                Bildefil
              </label>
              <input
                ref={input}
                id={`${id}-fil`}
                name="image"
                type="file"
                accept="image/*"
                className="field file:mr-4 file:rounded-full file:border-0 file:bg-accent-soft file:px-4 file:py-1.5 file:font-semibold file:text-accent-strong"
                onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              />
              <p className="mt-2 text-sm text-slate-600" aria-live="polite">
                {file ? (
                  <>
                    Valgt: <span className="font-semibold text-ink">{file.name}</span> (
                    {formatMegabytes(file.size)})
                  </>
                ) : (
                  "Ingen fil valgt. PNG, JPEG, WebP, GIF eller AVIF, høyst 10 MB."
                )}
              </p>
            </div>
            <div>
              <button type="submit" className="btn-primary" disabled={uploading}>
                {uploading ? "Laster opp..." : "Last opp"}
              </button>
            </div>
          </form>
          <div>
            <h2 className="text-2xl font-bold">Opplastede bilder</h2>
            {files.length === 0 ? (
              <p className="mt-4 text-slate-700">Ingen bilder er lastet opp ennå.</p>
            ) : (
              <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3">
                {files.map((f) => (
                  <li key={f.url} className="card overflow-hidden">
                    <a href={f.url} className="block">
                      <img
                        src={f.url}
                        alt={f.filename}
                        width={300}
                        height={200}
                        loading="lazy"
                        className="aspect-[3/2] w-full bg-mist object-cover"
                      />
                      <span className="block truncate px-3 py-2 text-sm">{f.filename}</span>
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      </section>
    </>
  );
}
