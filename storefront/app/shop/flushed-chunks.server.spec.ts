import { describe, expect, it } from '@jest/globals';
import { FlushedChunks } from './flushed-chunks.server';

/** What the stream has handed on so far, chunk by chunk, as text. */
function received(stream: FlushedChunks): string[] {
  const chunks: string[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk.toString('utf8')));
  return chunks;
}

describe('FlushedChunks', () => {
  it('hands on the pieces written before a flush as one chunk, in order, and nothing before it', () => {
    const stream = new FlushedChunks(() => {});
    const chunks = received(stream);
    stream.write(new TextEncoder().encode('<!DOCTYPE html><html>'));
    stream.write('<body>ž');
    stream.write(new TextEncoder().encode('<p>Výkon: 7 kW</p>'));
    expect(chunks).toEqual([]);
    stream.flush();
    expect(chunks).toEqual(['<!DOCTYPE html><html><body>ž<p>Výkon: 7 kW</p>']);
  });

  it('keeps each flush its own chunk, hands on what is left at the end, then ends and reports its end', async () => {
    let finals = 0;
    const stream = new FlushedChunks(() => { finals += 1; });
    const chunks = received(stream);
    stream.write('<div>shell</div>');
    stream.flush();
    stream.flush();
    stream.write('<template>late</template>');
    stream.write('</body></html>');
    const ended = new Promise((resolve) => stream.once('end', resolve));
    stream.end();
    await ended;
    expect(chunks).toEqual(['<div>shell</div>', '<template>late</template></body></html>']);
    expect(finals).toBe(1);
  });

  it('hands each flush\'s chunk to `amend` once, in order, and sends what it returns', () => {
    const seen: string[] = [];
    const stream = new FlushedChunks(() => {}, (chunk) => {
      seen.push(chunk.toString('utf8'));
      return Buffer.from(chunk.toString('utf8').toUpperCase());
    });
    const chunks = received(stream);
    stream.write('<head>');
    stream.write('</head>');
    stream.flush();
    stream.write('<body>');
    stream.flush();
    expect(seen).toEqual(['<head></head>', '<body>']);
    expect(chunks).toEqual(['<HEAD></HEAD>', '<BODY>']);
  });
});
