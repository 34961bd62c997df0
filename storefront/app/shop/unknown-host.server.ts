/**
 * The answer to a request whose Host names no market (`evil.example`, a bare IP address, a name
 * some DNS entry points at us by mistake): 421 Misdirected Request, a short plain text, no page.
 *
 * Chosen over a redirect to the default market: a redirect would make any domain pointed at the
 * shop a working alias of it (and let caches and crawlers keep it), while 421 says plainly that
 * this server does not serve that host. Nothing of the request is echoed back.
 */
export const unknownHostResponse = (): Response =>
  new Response('Misdirected Request: this shop does not serve that host.\n', {
    status: 421,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
