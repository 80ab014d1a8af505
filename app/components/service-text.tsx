import { useEffect, useState } from "react";
import { apiRequest } from "#app/lib/api.ts";
import { type Paragraph, parseGeneratedText } from "#app/lib/generated-text.ts";
import type { ImageRef } from "#content/types.ts";
import { GeneratedText } from "./generated-text";

// A service page's text. The server renders it when it has it; only while a first generation is
// under way does the page ask POST /api/generate-content, the spec's way: fetched once per title,
// cached for the page's lifetime, one retry, and no paragraphs after a failure (docs/brief/SPEC.md §4, §8).

interface GenerateRequest {
  title: string;
  description: string;
  category: string;
}

const cache = new Map<string, Promise<string>>();

async function generate(request: GenerateRequest): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    try {
      const { content } = await apiRequest<{ content: string }>("/api/generate-content", { json: request });
      return content;
    } catch (error) {
      if (attempt >= 1) throw new Error("Failed to generate content", { cause: error });
    }
  }
}

export function generatedContent(request: GenerateRequest): Promise<string> {
  let pending = cache.get(request.title);
  if (!pending) {
    pending = generate(request);
    pending.catch(() => cache.delete(request.title));
    cache.set(request.title, pending);
  }
  return pending;
}

export function ServiceText({
  paragraphs: initial,
  pending,
  generateRequest,
  image,
}: {
  paragraphs: Paragraph[];
  pending: boolean;
  generateRequest: GenerateRequest;
  image: ImageRef;
}) {
  const [paragraphs, setParagraphs] = useState(initial);
  const [loading, setLoading] = useState(pending);

  useEffect(() => {
    if (!pending) return;
    let current = true;
    generatedContent(generateRequest)
      .then((content) => current && setParagraphs(parseGeneratedText(content)))
      .catch((error: unknown) => {
        console.error(error);
        if (current) setParagraphs([]);
      })
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [pending, generateRequest]);

  return <GeneratedText paragraphs={paragraphs} image={image} loading={loading} />;
}
