import { audienceCards, audienceCopy, audienceLabels } from "./audiences.ts";
import { audiencePath, categories, type ServiceCategory, topicPath } from "./catalog.ts";
import type { AudienceCard, AudienceSlug, CategoryKey, ServiceTopic } from "./types.ts";

// Every service detail page's title, category label, description and curated text, by path. The
// pages, the generate-content API and the text generator all read this one list, so a page's
// words are defined once (docs/brief/SPEC.md §3 "Service page content").

export interface ServiceTextPage {
  path: string;
  title: string;
  /** The category label the page shows and the client sends to /api/generate-content. */
  category: string;
  description: string;
  /** The curated text: used without a language model, and as the facts the model may use. */
  curated: string;
  kind: "topic" | "audience";
}

export function audienceLabel(key: CategoryKey, slug: AudienceSlug, topicTitle: string): string {
  const labels = audienceLabels[slug];
  if (key === "webapplikasjoner") return `Webapplikasjoner - ${topicTitle} - ${labels.webapplikasjoner}`;
  if (key === "kunstigintelligens") return labels.kunstigintelligens;
  return labels.nettsider;
}

export function audienceTitle(topic: ServiceTopic, audience: AudienceCard): string {
  return `${topic.title} for ${audienceLabels[audience.slug].short}`;
}

function topicPage(category: ServiceCategory, topic: ServiceTopic): ServiceTextPage {
  return {
    path: topicPath(category, topic),
    title: topic.title,
    category: category.label,
    description: topic.description,
    curated: topic.text,
    kind: "topic",
  };
}

function audiencePage(
  category: ServiceCategory,
  topic: ServiceTopic,
  audience: AudienceCard,
): ServiceTextPage {
  const copy = audienceCopy[category.key as Exclude<CategoryKey, "aikurs">][audience.slug];
  const topicParagraphs = topic.text
    .split(/\n\s*\n/)
    .slice(0, 2)
    .join("\n\n");
  return {
    path: audiencePath(category, topic, audience),
    title: audienceTitle(topic, audience),
    category: audienceLabel(category.key, audience.slug, topic.title),
    description: `${copy.intro} ${topic.description}`,
    curated: `${copy.text}\n\n${topicParagraphs}`,
    kind: "audience",
  };
}

let index: Map<string, ServiceTextPage> | undefined;

export function serviceTextPages(): Map<string, ServiceTextPage> {
  if (index) return index;
  index = new Map();
  for (const category of categories) {
    for (const topic of category.topics) {
      const page = topicPage(category, topic);
      index.set(page.path, page);
      if (!category.hasAudiences) continue;
      for (const audience of audienceCards) {
        const child = audiencePage(category, topic, audience);
        index.set(child.path, child);
      }
    }
  }
  return index;
}

/** The page a generate-content request names by title and category, if it exists. */
export function findServiceTextPage(title: string, category: string): ServiceTextPage | undefined {
  for (const page of serviceTextPages().values()) {
    if (page.title === title && page.category === category) return page;
  }
  return undefined;
}
