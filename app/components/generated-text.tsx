import type { Paragraph } from "#app/lib/generated-text.ts";
import type { ImageRef } from "#content/types.ts";

// The service pages' text block (docs/brief/SPEC.md, service detail template): a skeleton while loading;
// then the first paragraph beside the image and the rest below it.

function ParagraphText({ paragraph }: { paragraph: Paragraph }) {
  return (
    <p>
      {paragraph.map((segment, i) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: segments are static text in a fixed order
        segment.bold ? <strong key={i}>{segment.text}</strong> : <span key={i}>{segment.text}</span>,
      )}
    </p>
  );
}

export function GeneratedText({
  paragraphs,
  image,
  loading = false,
}: {
  paragraphs: Paragraph[];
  image: ImageRef;
  loading?: boolean;
}) {
  const [first, ...rest] = paragraphs;
  return (
    <div>
      <div className="grid items-center gap-10 md:grid-cols-2">
        <div className="text-lg leading-relaxed text-slate-800">
          {loading ? (
            <div data-skeleton="" role="status" className="grid gap-3">
              <span className="sr-only">Laster innhold</span>
              {[100, 95, 90, 70].map((width) => (
                <span
                  key={width}
                  className="h-4 animate-pulse rounded bg-slate-200"
                  style={{ width: `${width}%` }}
                />
              ))}
            </div>
          ) : first ? (
            <ParagraphText paragraph={first} />
          ) : null}
        </div>
        <img
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          fetchPriority="high"
          className="w-full rounded-2xl bg-mist"
        />
      </div>
      {rest.length ? (
        <div className="mt-10 grid max-w-3xl gap-5 text-lg leading-relaxed text-slate-800">
          {rest.map((paragraph, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs are static text in a fixed order
            <ParagraphText key={i} paragraph={paragraph} />
          ))}
        </div>
      ) : null}
    </div>
  );
}
