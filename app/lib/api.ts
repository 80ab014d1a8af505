// The one helper for the browser's calls to our API (docs/brief/SPEC.md sections 7 and 8): cookies are sent,
// and a non-OK answer becomes an Error whose message is '{status}: {body text or status text}'.
export async function apiRequest<T = unknown>(
  path: string,
  init: { method?: string; json?: unknown; body?: BodyInit } = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: "application/json" };
  let body = init.body;
  if (init.json !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(init.json);
  }
  const response = await fetch(path, {
    method: init.method ?? (body ? "POST" : "GET"),
    credentials: "include",
    headers,
    body,
  });
  if (!response.ok) {
    const text = (await response.text().catch(() => "")) || response.statusText;
    throw new Error(`${response.status}: ${text}`);
  }
  const type = response.headers.get("content-type") ?? "";
  return (type.includes("application/json") ? await response.json() : await response.text()) as T;
}
