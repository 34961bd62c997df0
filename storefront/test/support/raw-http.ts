import { connect } from 'node:net';

/** An answer as it came over the wire: status, headers (lower-case names; a repeated one joined by newlines) and the number of bytes. */
export interface RawAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly bytes: number;
}

/**
 * One request written as raw bytes on its own connection (`Connection: close`), so a test can send
 * what no HTTP client library would (a request target with dot segments or raw bytes, any verb, a
 * body that does not match its headers). Resolves when the server closes the connection.
 */
export function rawRequest(port: number, head: string, body: Buffer = Buffer.alloc(0)): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const all = Buffer.concat(chunks);
      const end = all.indexOf('\r\n\r\n');
      const lines = all.subarray(0, end < 0 ? all.length : end).toString('latin1').split('\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(lines[0] ?? '')?.[1] ?? 0);
      const headers: Record<string, string> = {};
      for (const line of lines.slice(1)) {
        const colon = line.indexOf(':');
        if (colon < 1) continue;
        const name = line.slice(0, colon).trim().toLowerCase();
        const value = line.slice(colon + 1).trim();
        // Set-Cookie comes once per cookie: kept one a line.
        headers[name] = headers[name] === undefined ? value : `${headers[name]}\n${value}`;
      }
      resolve({ status, headers, bytes: all.length });
    });
    socket.write(Buffer.concat([Buffer.from(`${head.replace(/\r\n$/, '')}\r\nConnection: close\r\n\r\n`, 'latin1'), body]));
  });
}
