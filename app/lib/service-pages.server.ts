import { data } from "react-router";
import { audienceCards, audienceCopy, audienceHeading, audienceLabels } from "#content/audiences.ts";
import { audiencePath, categories, type ServiceCategory, topicPath } from "#content/catalog.ts";
import { paths } from "#content/routes.ts";
import type { AudienceSlug, Breadcrumb, CategoryKey } from "#content/types.ts";
import { parseGeneratedText } from "./generated-text";

// What the service pages' loaders send to the page (SPEC.md §3 "Service page content"): only the
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
    description: topic.description,
    highlights: topic.highlights,
    paragraphs: parseGeneratedText(topic.text),
    image: { ...category.image(topic.slug), alt: `Illustrasjon: ${topic.title}` },
    path,
    breadcrumbs: [...crumbsFor(category), { label: topic.title, href: path }],
    back: { href: category.path, label: category.backText },
    audience: category.hasAudiences
      ? { heading: audienceHeading, cards: audienceCards, basePath: path }
      : null,
  };
}

function audienceLabel(key: CategoryKey, slug: AudienceSlug, topicTitle: string): string {
  const labels = audienceLabels[slug];
  if (key === "webapplikasjoner") return `Webapplikasjoner - ${topicTitle} - ${labels.webapplikasjoner}`;
  if (key === "kunstigintelligens") return labels.kunstigintelligens;
  return labels.nettsider;
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
    title: `${topic.title} for ${audienceLabels[audience.slug].short}`,
    description: `${copy.intro} ${topic.description}`,
    topicTitle: topic.title,
    intro: copy.intro,
    points: copy.points,
    paragraphs: parseGeneratedText(copy.text),
    topicParagraphs: parseGeneratedText(topic.text).slice(0, 2),
    image: { ...category.image(topic.slug), alt: `Illustrasjon: ${topic.title}` },
    path,
    breadcrumbs: [
      ...crumbsFor(category),
      { label: topic.title, href: topicHref },
      { label: audience.title, href: path },
    ],
    back: { href: topicHref, label: `Tilbake til ${topic.title.toLowerCase()}` },
    others: audienceCards.filter((a) => a.slug !== audience.slug),
    topicPath: topicHref,
  };
}
