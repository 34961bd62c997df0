import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { freePort } from '../../test/free-port.js';

export interface RedisServer {
  readonly url: string;
  readonly port: number;
  stop(): Promise<void>;
}

/**
 * A real redis-server on loopback, without persistence. Needs the redis-server binary (Debian
 * package redis-server, installed by .ci/run): a missing binary fails the test, it is not skipped.
 */
export async function startRedis(): Promise<RedisServer> {
  const port = await freePort();
  const child: ChildProcess = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.once('error', (error) => reject(new Error(`redis-server could not start (is the Debian package installed?): ${error.message}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}: ${output}`)));
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGKILL');
      await once(child, 'exit');
    },
  };
}
