// Plain HTTP to the servers the bench started. Pages are asked for on 127.0.0.1 with the market's
// Host header (Node does not resolve sk.localhost the way Chromium does); redirects are followed
// by hand so the bench can say where a candidate URL ended up.
import { request } from 'node:http';

/** GET `path` on 127.0.0.1:`port` as host `host`; resolves with status, headers and the body text. */
export function get(port, host, path, { timeoutMs = 30_000, headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, method: 'GET', headers: { host, accept: 'text/html,*/*', 'accept-encoding': 'identity', ...headers }, timeout: timeoutMs },
      (res) => {
        res.setEncoding('utf8');
        let body = '';
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`GET ${path} timed out after ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end();
  });
}

/**
 * GET with redirects followed on the same host (at most 5). Resolves with the final path and
 * status, the chain of redirects, and the final body; an off-site Location stops the chain.
 */
export async function getFollowing(port, host, path, headers = {}) {
  const redirects = [];
  let current = path;
  for (let hop = 0; ; hop += 1) {
    const response = await get(port, host, current, { headers });
    const location = response.headers.location;
    if (response.status < 300 || response.status >= 400 || !location || hop === 5) {
      return { path: current, status: response.status, redirects, body: response.body };
    }
    const next = new URL(location, `http://${host}${current}`);
    redirects.push(`${response.status} → ${next.host === host ? next.pathname + next.search : next.href}`);
    if (next.host !== host) return { path: current, status: response.status, redirects, body: response.body };
    current = next.pathname + next.search;
  }
}

/** POST a JSON body to a backend URL (it reads the market from ?host=) and parse the JSON answer. */
export async function postJson(url, body) {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST ${url} answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text);
}
