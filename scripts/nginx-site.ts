// deploy/nginx/homewire.conf run as shipped, for the topology test and benchmark: only its ${…}
// paths and ports are substituted, inside a minimal nginx.conf of our own (pid, temp paths, logs
// in a throwaway directory), with a self-signed certificate made by openssl now. Loopback only.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join, resolve } from 'node:path';
import { type ChildProcess, freePort, processOutput, spawnProcess } from './processes.ts';

/** Debian's nginx (NGINX_PATH for another). */
export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const SITE = resolve(import.meta.dirname, '..', 'deploy/nginx/homewire.conf');
/**
 * Debian's libnginx-mod-http-brotli-static (the site's `brotli_static`). Debian's own nginx.conf
 * loads it from modules-enabled with a path relative to /usr/share/nginx, which our `-p` prefix
 * would change, so it is loaded here by its full path.
 */
export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

export type NginxSite = {
  httpsPort: number;
  httpPort: number;
  child: ChildProcess;
  stop: () => Promise<void>;
  /** Checks the configuration and reloads it, as deploy/systemd/homewire-nginx-reload.service does. */
  reload: () => Promise<void>;
};

/** Substitutes `${NAME}` outside comments; throws if a name is left without a value. */
export function renderSite(values: Record<string, string>): string {
  const site = readFileSync(SITE, 'utf8')
    .split('\n')
    .map((line) =>
      line.trimStart().startsWith('#')
        ? line
        : line.replace(/\$\{([A-Z0-9_]+)\}/g, (m, k: string) => values[k] ?? m),
    )
    .join('\n');
  const left = /^[^#\n]*(\$\{[A-Z0-9_]+\})/m.exec(site);
  if (left) throw new Error(`deploy/nginx/homewire.conf: no value for ${left[1]}`);
  return site;
}

/** Starts nginx in `dir` (which must be readable by nginx's workers) in front of `appPorts`. */
export async function startNginxSite(opts: {
  dir: string;
  /** The app servers' DATA_DIR/site: nginx serves its current release. */
  siteDir: string;
  appPorts: [number, number];
  workers?: number;
}): Promise<NginxSite> {
  const { dir } = opts;
  processOutput(
    [
      'openssl',
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  const httpsPort = await freePort();
  const httpPort = await freePort();
  writeFileSync(
    join(dir, 'homewire.conf'),
    renderSite({
      SERVER_NAME: 'localhost',
      TLS_CERT: join(dir, 'cert.pem'),
      TLS_KEY: join(dir, 'key.pem'),
      SITE_DIR: opts.siteDir,
      HTTP_LISTEN: `127.0.0.1:${httpPort}`,
      HTTPS_LISTEN: `127.0.0.1:${httpsPort}`,
      APP_PORT_1: String(opts.appPorts[0]),
      APP_PORT_2: String(opts.appPorts[1]),
    }),
  );
  const nginx = startNginx({
    dir,
    workers: opts.workers ?? 2,
    http: `include /etc/nginx/mime.types;
  default_type application/octet-stream;
  include ${dir}/homewire.conf;`,
    check: true,
    stdio: 'inherit',
  });
  return { httpsPort, httpPort, child: nginx.child, stop: () => nginx.stop(), reload: nginx.reload };
}

export type Nginx = {
  child: ChildProcess;
  stop: (signal?: NodeJS.Signals) => Promise<void>;
  reload: () => Promise<void>;
};

/**
 * Runs Debian's nginx in the foreground on a minimal nginx.conf of our own, written to `dir` (pid,
 * error log and temp paths there, no access log), around `http`: the http block's own directives
 * (servers, includes). `check` runs `nginx -t` first; stop() sends SIGTERM unless told otherwise
 * (SIGQUIT: graceful) and waits for the exit.
 */
export function startNginx(opts: {
  dir: string;
  http: string;
  workers?: number;
  check?: boolean;
  stdio?: 'inherit' | 'ignore' | ['ignore', 'ignore', 'pipe'];
}): Nginx {
  const { dir } = opts;
  for (const t of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, t), { recursive: true });
  // As root, workers would switch to "nobody"; keep them as the current user so they can read the build.
  const user = process.getuid?.() === 0 ? `user ${userInfo().username};\n` : '';
  const conf = join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `${user}${existsSync(BROTLI_MODULE) ? `load_module ${BROTLI_MODULE};\n` : ''}worker_processes ${opts.workers ?? 1};
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  ${opts.http}
}
`,
  );
  if (opts.check) processOutput([NGINX, '-t', '-q', '-p', dir, '-c', conf], { stdio: 'inherit' });
  const stdio = opts.stdio ?? 'ignore';
  const nginx = spawnProcess([NGINX, '-p', dir, '-c', conf, '-g', 'daemon off;'], {
    stdout: typeof stdio === 'string' ? stdio : 'ignore',
    stderr: typeof stdio === 'string' ? stdio : 'pipe',
  });
  return {
    child: nginx.child,
    stop: (signal = 'SIGTERM') => nginx.stop(signal),
    // `nginx -t`, then SIGHUP to the master: new workers with the new configuration, old ones
    // finishing what they serve (`nginx -s reload` sends the same signal through the pid file).
    reload: async () => {
      processOutput([NGINX, '-t', '-q', '-p', dir, '-c', conf], { stdio: 'inherit' });
      nginx.child.kill('SIGHUP');
    },
  };
}
