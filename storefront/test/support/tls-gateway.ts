import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// A real TLS-terminating gateway in front of the storefront under test, as production has one:
// Debian's nginx (.ci/run installs it) with a self-signed certificate made here by the openssl
// CLI, on a free loopback port, every path (pid, logs, temp files) in its own temporary folder.

export const NGINX = '/usr/sbin/nginx';

export interface TlsGateway {
  /** Stops nginx and removes its folder. */
  stop(): void;
}

function configuration(dir: string, serverName: string, port: number, upstreamPort: number): string {
  const temp = (name: string) => {
    const path = join(dir, name);
    mkdirSync(path);
    // nginx's workers drop root for 'nobody' and write request bodies and buffered answers here.
    chmodSync(path, 0o777);
    return path;
  };
  return `
daemon on;
worker_processes 1;
pid ${dir}/nginx.pid;
lock_file ${dir}/nginx.lock;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  access_log ${dir}/access.log;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  server {
    listen 127.0.0.1:${port} ssl;
    server_name ${serverName};
    ssl_certificate ${dir}/cert.pem;
    ssl_certificate_key ${dir}/key.pem;
    location / {
      proxy_pass http://127.0.0.1:${upstreamPort};
      proxy_http_version 1.1;
      # The shopper's Host as the browser sent it, and the scheme it came over: the storefront
      # believes the latter only from a gateway it trusts (TRUST_PROXY).
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    }
  }
}
`;
}

/**
 * Starts nginx for `serverName` on `port`, passing to the storefront on `upstreamPort`. nginx
 * daemonises only after it has bound its port, so the gateway answers once this returns.
 */
export function startTlsGateway(serverName: string, port: number, upstreamPort: number): TlsGateway {
  const dir = mkdtempSync(join(tmpdir(), 'tls-gateway-'));
  chmodSync(dir, 0o755);
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2',
    '-subj', `/CN=${serverName}`, '-addext', `subjectAltName=DNS:${serverName}`,
    '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem'),
  ], { stdio: 'pipe' });
  const conf = join(dir, 'nginx.conf');
  writeFileSync(conf, configuration(dir, serverName, port, upstreamPort));
  const args = ['-p', dir, '-c', conf, '-e', join(dir, 'error.log')];
  try {
    execFileSync(NGINX, args, { stdio: 'pipe' });
  } catch (error) {
    let log = '';
    try {
      log = readFileSync(join(dir, 'error.log'), 'utf8');
    } catch {
      // nothing logged
    }
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`nginx did not start: ${(error as Error).message}\n${log}`);
  }
  return {
    stop() {
      // What the gateway complained of (an upstream that closed or timed out) explains a failed page.
      const log = readFileSync(join(dir, 'error.log'), 'utf8').trim();
      if (log) console.warn(`nginx error log:\n${log}`);
      execFileSync(NGINX, [...args, '-s', 'stop'], { stdio: 'pipe' });
      // The master may still be removing its pid file while the folder goes: retried, not failed.
      rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
    },
  };
}
