import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { freePort } from '../../test/free-port.js';

export interface RedisServer {
  readonly url: string;
  readonly port: number;
  /** SIGKILL: Redis is gone, its connections reset. */
  stop(): Promise<void>;
  /** A new redis-server on the same port (empty: no persistence), after stop(). */
  restart(): Promise<void>;
  /** SIGSTOP: Redis hangs, its connections stay open and nothing answers. */
  pause(): void;
  /** SIGCONT after pause(). */
  resume(): void;
}

/** Starts redis-server on the port and resolves once it accepts connections. */
async function spawnRedis(port: number): Promise<ChildProcess> {
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
  return child;
}

/**
 * A real redis-server on loopback, without persistence. Needs the redis-server binary (Debian
 * package redis-server, installed by .ci/run): a missing binary fails the test, it is not skipped.
 * Every process it starts is killed by stop() (also a paused one).
 */
export async function startRedis(): Promise<RedisServer> {
  const port = await freePort();
  let child = await spawnRedis(port);
  const running = () => child.exitCode === null && child.signalCode === null;
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop: async () => {
      if (!running()) return;
      child.kill('SIGKILL');
      await once(child, 'exit');
    },
    restart: async () => {
      if (running()) throw new Error('restart() needs a stopped redis-server');
      child = await spawnRedis(port);
    },
    pause: () => {
      child.kill('SIGSTOP');
    },
    resume: () => {
      child.kill('SIGCONT');
    },
  };
}
