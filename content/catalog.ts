import { audienceCards } from "./audiences.ts";
import { paths } from "./routes.ts";
import { aikursCopy, aikursTopics } from "./topics/aikurs.ts";
import { kunstigintelligensCopy, kunstigintelligensTopics } from "./topics/kunstigintelligens.ts";
import { nettsiderCopy, nettsiderTopics } from "./topics/nettsider.ts";
import { webapplikasjonerCopy, webapplikasjonerTopics } from "./topics/webapplikasjoner.ts";
import type { AudienceCard, CategoryCopy, CategoryKey, ImageRef, ServiceTopic } from "./types.ts";

// The four service groups with their topics (docs/brief/SPEC.md section 2): paths, labels, back links and
// images per the spec. Everything that lists or links service pages reads from here.

export interface ServiceCategory {
  key: CategoryKey;
  path: string;
  /** The category label of the detail pages ('Nettsider', 'Kunstig intelligens', …). */
  label: string;
  /** Name in the breadcrumb and in cards. */
  name: string;
  backText: string;
  copy: CategoryCopy;
  topics: ServiceTopic[];
  /** Whether topic pages show the audience cards and have audience pages. */
  hasAudiences: boolean;
  image: (topicSlug: string) => ImageRef;
}

const iso = (file: string, alt: string): ImageRef => ({
  src: `/images/iso/${file}.svg`,
  alt,
  width: 800,
  height: 600,
});

export const categories: ServiceCategory[] = [
  {
    key: "nettsider",
    path: paths.websites,
    label: "Nettsider",
    name: "Nettsider",
    backText: "Tilbake til nettsider",
    copy: nettsiderCopy,
    topics: nettsiderTopics,
    hasAudiences: true,
    image: (slug) => iso(`iso-${slug}`, ""),
  },
  {
    key: "webapplikasjoner",
    path: paths.webApps,
    label: "Webapplikasjoner",
    name: "Webapplikasjoner",
    backText: "Tilbake til webapplikasjoner",
    copy: webapplikasjonerCopy,
    topics: webapplikasjonerTopics,
    hasAudiences: true,
    image: () => iso("iso-front", ""),
  },
  {
    key: "kunstigintelligens",
    path: paths.ai,
    label: "Kunstig intelligens",
    name: "AI-løsninger",
    backText: "Tilbake til AI-løsninger",
    copy: kunstigintelligensCopy,
    topics: kunstigintelligensTopics,
    hasAudiences: true,
    image: () => iso("iso-ai", ""),
  },
  {
    key: "aikurs",
    path: paths.courses,
    label: "AI-kurs",
    name: "AI-kurs",
    backText: "Tilbake til AI-kurs",
    copy: aikursCopy,
    topics: aikursTopics,
    hasAudiences: false,
    image: () => iso("iso-kurs", ""),
  },
];

export function topicPath(category: ServiceCategory, topic: ServiceTopic): string {
  return `${category.path}/${topic.slug}`;
}

export function audiencePath(category: ServiceCategory, topic: ServiceTopic, audience: AudienceCard): string {
  return `${topicPath(category, topic)}/${audience.slug}`;
}

/** Every service page: overviews, topics and audience pages. */
export function servicePagePaths(): string[] {
  return categories.flatMap((category) => [
    category.path,
    ...category.topics.flatMap((topic) => [
      topicPath(category, topic),
      ...(category.hasAudiences
        ? audienceCards.map((audience) => audiencePath(category, topic, audience))
        : []),
    ]),
  ]);
}
