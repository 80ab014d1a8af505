import { writeFile } from "node:fs/promises";
import path from "node:path";

// One nginx configuration for the benchmarks and the scale-out test: Debian's nginx in the
// foreground, all its files in `dir`, listening on loopback. Either serving a folder as files
// (the throughput baseline) or balancing over our instances (the scale-out test).

export type NginxSite = { kind: "static"; root: string } | { kind: "balancer"; upstreams: number[] };

export function nginxConfig(dir: string, port: number, site: NginxSite): string {
  const server =
    site.kind === "static"
      ? `  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  gzip_static on;
  types { text/html html; }
  server {
    listen 127.0.0.1:${port};
    root ${site.root};
    location / { index index.html; }
  }`
      : `  client_body_temp_path ${dir}/nginx-body;
  proxy_temp_path ${dir}/nginx-proxy;
  client_max_body_size 12m;
  upstream site { ${site.upstreams.map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join(" ")} }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://site;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout;
    }
  }`;
  return `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
${server}
}
`;
}

/** Writes `dir`/nginx.conf and returns its path. */
export async function writeNginxConfig(dir: string, port: number, site: NginxSite): Promise<string> {
  const file = path.join(dir, "nginx.conf");
  await writeFile(file, nginxConfig(dir, port, site));
  return file;
}
