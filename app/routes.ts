import { index, type RouteConfig, route } from "@react-router/dev/routes";

// Routes in the spec's registration order (docs/brief/SPEC.md section 2). Matching ignores case: the server
// redirects any path with capitals to its lowercase form before React Router sees it. The service
// groups share one module per page type; the loader finds the group from the URL.
const serviceGroups = [
  { id: "nettsider", path: "nettsider" },
  { id: "webapplikasjoner", path: "webapplikasjoner" },
  { id: "kunstigintelligens", path: "tjenester/kunstigintelligens" },
  { id: "aikurs", path: "aikurs" },
];

export default [
  index("routes/home.tsx"),
  route("nyheter", "routes/news.tsx"),
  route("nyheter/:articleId", "routes/news-article.tsx"),
  route("case-studies", "routes/case-studies.tsx", { id: "case-studies" }),
  route("casestudies", "routes/case-studies.tsx", { id: "casestudies" }),
  route("tjenester", "routes/services.tsx"),
  ...serviceGroups.flatMap((group) => [
    route(group.path, "routes/category.tsx", { id: `category-${group.id}` }),
    route(`${group.path}/:topic`, "routes/topic.tsx", { id: `topic-${group.id}` }),
    ...(group.id === "aikurs"
      ? []
      : [route(`${group.path}/:topic/:audience`, "routes/audience.tsx", { id: `audience-${group.id}` })]),
  ]),
  route("aiguide", "routes/ai-guide.tsx"),
  route("kontakt", "routes/contact.tsx"),
  route("upload-test", "routes/upload-test.tsx"),
  route("cookies", "routes/cookies.tsx"),
  route("personvern", "routes/privacy.tsx"),
  route("tilgjengelighet", "routes/accessibility.tsx"),
  // The audit report behind its unguessable link (decision 009); never indexed, never prerendered.
  route("rapport/:token", "routes/audit-report.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
