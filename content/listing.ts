import type { CaseStudy, CaseStudyCard, NewsArticle, NewsArticleSummary } from "./types.ts";

// What lists and cards show of the content (content/collections.server.ts): no bodies, so a page
// that lists articles does not carry them.

export function articleSummary({ content: _content, ...summary }: NewsArticle): NewsArticleSummary {
  return summary;
}

export function caseCard({
  detailedDescription: _detailed,
  challenges: _challenges,
  results: _results,
  ...card
}: CaseStudy): CaseStudyCard {
  return card;
}
