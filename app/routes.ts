import { index, type RouteConfig, route } from "@react-router/dev/routes";

// Routes in the spec's registration order (SPEC.md section 2). Matching ignores case: the server
// redirects any path with capitals to its lowercase form before React Router sees it.
export default [index("routes/home.tsx"), route("*", "routes/not-found.tsx")] satisfies RouteConfig;
