import { data, type RouterContextProvider } from "react-router";
import { audienceCards, audienceCopy, audienceHeading } from "#content/audiences.ts";
import { audiencePath, categories, type ServiceCategory, topicPath } from "#content/catalog.ts";
import { paths } from "#content/routes.ts";
import { audienceLabel, audienceTitle, serviceTextPages } from "#content/service-texts.ts";
import type { Breadcrumb } from "#content/types.ts";
import { inSentence } from "./format";
import { parseGeneratedText } from "./generated-text";
import { appServicesContext } from "./services-context";

// What the service pages' loaders send to the page (docs/brief/SPEC.md §3 "Service page content"): only the
// page's own words, so the browser never downloads the whole catalogue.

const notFound = () => data(null, { status: 404 });

export function categoryFromUrl(url: string): ServiceCategory {
  // Prerendering and client navigations ask for /nettsider.data; the page is /nettsider.
  const pathname = new URL(url).pathname.replace(/\.data$/, "");
  const category = [...categories]
    .sort((a, b) => b.path.length - a.path.length)
    .find((c) => pathname === c.path || pathname.startsWith(`${c.path}/`));
  if (!category) throw notFound();
  return category;
}

function crumbsFor(category: ServiceCategory): Breadcrumb[] {
  return [
    { label: "Tjenester", href: paths.services },
    { label: category.name, href: category.path },
  ];
}

export function categoryPage(url: string) {
  const category = categoryFromUrl(url);
  return {
    key: category.key,
    path: category.path,
    name: category.name,
    copy: category.copy,
    topics: category.topics.map(({ text: _text, ...card }) => card),
    image: category.image(category.topics[0]?.slug ?? ""),
  };
}

function findTopic(category: ServiceCategory, slug: string | undefined) {
  const topic = category.topics.find((t) => t.slug === slug);
  if (!topic) throw notFound();
  return topic;
}

export function topicPage(url: string, slug: string | undefined) {
  const category = categoryFromUrl(url);
  const topic = findTopic(category, slug);
  const path = topicPath(category, topic);
  return {
    category: { key: category.key, label: category.label, path: category.path },
    title: topic.title,
    promise: topic.promise,
    description: topic.description,
    highlights: topic.highlights,
    image: { ...category.image(topic.slug), alt: `Illustrasjon: ${topic.title}` },
    path,
    breadcrumbs: [...crumbsFor(category), { label: topic.title, href: path }],
    back: { href: category.path, label: category.backText },
    audience: category.hasAudiences
      ? { heading: audienceHeading, cards: audienceCards, basePath: path }
      : null,
  };
}

export function audiencePage(url: string, topicSlug: string | undefined, audienceSlug: string | undefined) {
  const category = categoryFromUrl(url);
  const topic = findTopic(category, topicSlug);
  const audience = audienceCards.find((a) => a.slug === audienceSlug);
  if (!audience || category.key === "aikurs") throw notFound();
  const copy = audienceCopy[category.key][audience.slug];
  const path = audiencePath(category, topic, audience);
  const topicHref = topicPath(category, topic);
  return {
    category: {
      key: category.key,
      label: audienceLabel(category.key, audience.slug, topic.title),
      path: category.path,
    },
    title: audienceTitle(topic, audience),
    promise: copy.promise,
    description: `${copy.intro} ${topic.description}`,
    topicTitle: topic.title,
    intro: copy.intro,
    points: copy.points,
    image: { ...category.image(topic.slug), alt: `Illustrasjon: ${topic.title}` },
    path,
    breadcrumbs: [
      ...crumbsFor(category),
      { label: topic.title, href: topicHref },
      { label: audience.title, href: path },
    ],
    back: { href: topicHref, label: `Tilbake til ${inSentence(topic.title)}` },
    others: audienceCards.filter((a) => a.slug !== audience.slug),
    topicPath: topicHref,
  };
}

/**
 * The page's text: generated and stored if a language model is configured and has written it,
 * otherwise the curated text. While a first generation is under way the page shows a skeleton and
 * the browser asks /api/generate-content for the text (docs/brief/SPEC.md §4, "Generated content").
 */
export async function serviceText(context: Readonly<RouterContextProvider>, path: string) {
  const entry = serviceTextPages().get(path);
  if (!entry) throw notFound();
  const services = context.get(appServicesContext);
  const state = services ? await services.getServiceText(path) : { content: null, pending: false };
  const content = state.content ?? (state.pending ? null : entry.curated);
  return {
    paragraphs: content ? parseGeneratedText(content) : [],
    pending: content === null,
    generateRequest: { title: entry.title, description: entry.description, category: entry.category },
  };
}
