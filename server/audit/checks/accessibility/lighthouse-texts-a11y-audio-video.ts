import type { Finding } from "#app/lib/audit-report.ts";

// Our Norwegian for the audits in Lighthouse's accessibility group a11y-audio-video (“Audio and video”),
// part of accessibility's table ./lighthouse-texts.ts (decision 022).

export const A11Y_AUDIO_VIDEO_TEXTS: Record<string, Pick<Finding, "title" | "detail" | "fix">> = {
  "video-caption": {
    title: "Video uten teksting",
    detail: "Døve og alle som ser uten lyd får ikke med seg hva som blir sagt.",
    fix: "Legg til teksting med et <track>-element.",
  },
};
