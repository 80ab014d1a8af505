// The three built-in news articles (docs/brief/SPEC.md section 3), newest first, without their bodies
// (those are in article-bodies.ts, so pages that list articles do not ship them). Company name, address and
// contact details come from the site configuration so they never drift from the rest of the site.

import { site } from "./site.ts";
import type { NewsArticleSummary } from "./types.ts";

const { address } = site;

export const articles: NewsArticleSummary[] = [
  {
    id: "nye-kontor-mortel-innovation-dock",
    title: `Nytt kontor i ${address.city} fra januar 2026`,
    excerpt: `Fra januar 2026 finner du oss i ${address.building} i ${address.city}. Her er det du trenger å vite før neste møte.`,
    date: "2026-01-01",
    author: site.author,
    readTime: "3 min",
    keywords: ["nytt kontor", address.city, "innovasjonssenter", "møterom", "kontakt"],
    image: {
      src: "/images/news/nye-kontor-mortel-innovation-dock.svg",
      alt: "Illustrasjon av et lyst kontor med møtebord, store vinduer og noen flyttekasser ved døren",
      width: 1200,
      height: 675,
    },
  },
  {
    id: "webutvikling-ai-stormfart",
    title: "Slik endrer AI webutvikling akkurat nå",
    excerpt:
      "Kodeassistenter, testing, innhold og universell utforming: Dette endrer AI i webutvikling, og her trenger du fortsatt folk.",
    date: "2025-08-26",
    author: site.author,
    readTime: "12 min",
    keywords: [
      "webutvikling",
      "kunstig intelligens",
      "kodeassistent",
      "universell utforming",
      "personvern",
      "nettsider",
    ],
    image: {
      src: "/images/news/webutvikling-ai-stormfart.svg",
      alt: "Illustrasjon av en utvikler ved en skjerm med kode, der en AI-assistent foreslår endringer i et sidepanel",
      width: 1200,
      height: 675,
    },
  },
  {
    id: "ai-agenter-pinecone-rag",
    title: "AI-agenter og RAG: svar fra dine egne dokumenter",
    excerpt:
      "Slik bruker en AI-agent en vektordatabase og RAG til å svare ut fra dine egne dokumenter, og når du heller bør velge noe annet.",
    date: "2025-08-18",
    author: site.author,
    readTime: "8 min",
    keywords: ["AI-agenter", "RAG", "vektordatabase", "semantisk søk", "språkmodell", "personvern"],
    image: {
      src: "/images/news/ai-agenter-pinecone-rag.svg",
      alt: "Illustrasjon av dokumenter som deles i biter, lagres i en database og kobles til en chatboble med svar og kildehenvisning",
      width: 1200,
      height: 675,
    },
  },
];
