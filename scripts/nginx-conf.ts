/**
 * The nginx configuration of a local cluster (scripts/cluster.ts): every path inside its own
 * prefix, so it runs as a child process beside a system nginx, without root paths. The
 * production example with TLS is deploy/nginx.conf; the proxying rules are the same.
 */

/** The JSON body limit of the app (server/app.ts MAX_JSON_BODY_BYTES); nginx refuses beyond. */
export const MAX_BODY = "256k";

export interface NginxConfOptions {
  prefix: string;
  listenPort: number;
  nodePorts: number[];
  /** Running as root: the workers stay root, so they may write the private (0700) prefix. */
  asRoot: boolean;
}

export function nginxConf({ prefix, listenPort, nodePorts, asRoot }: NginxConfOptions): string {
  const servers = nodePorts
    // One failure takes a node out for 2 s; nginx then tries it again with real traffic. Until
    // then a restarted node gets nothing, however healthy: see ClusterNode.start.
    .map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;`)
    .join("\n");
  return `# Written by scripts/cluster.ts; removed when the cluster stops.
${asRoot ? "user root root;\n" : ""}worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }

http {
  access_log ${prefix}/access.log;
  client_body_temp_path ${prefix}/tmp/body;
  proxy_temp_path ${prefix}/tmp/proxy;
  fastcgi_temp_path ${prefix}/tmp/fastcgi;
  uwsgi_temp_path ${prefix}/tmp/uwsgi;
  scgi_temp_path ${prefix}/tmp/scgi;

  # The app compresses its own answers (server/http/compress-answers.ts) and sets their ETags.
  gzip off;
  client_max_body_size ${MAX_BODY};

  upstream culturewell {
${servers}
    keepalive 16;
  }

  server {
    listen 127.0.0.1:${listenPort};

    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $host;
    # The app takes the LAST entry (server/http/client-ip.ts): the one nginx appends here.
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_connect_timeout 2s;
    proxy_read_timeout 60s;
    # A request goes to the next node when this one refused the connection, timed out or
    # answered 502/503 (its database gone: /api/health). nginx never resends a POST that
    # reached a node (no "non_idempotent"): the device resends it with the same mutation ids,
    # which the server applies once (docs/data-layer.md).
    proxy_next_upstream error timeout http_502 http_503;
    proxy_next_upstream_timeout 10s;
    # Which node answered (the last one tried): tests wait until a restarted node is back in
    # rotation. Local only; deploy/nginx.conf does not tell clients its addresses.
    add_header X-Upstream $upstream_addr always;

    location / {
      proxy_pass http://culturewell;
    }

    # Live updates (a long-lived connection, not built yet): no buffering, no read timeout.
    location = /api/events {
      proxy_pass http://culturewell;
      proxy_buffering off;
      proxy_read_timeout 1h;
    }
  }
}
`;
}
