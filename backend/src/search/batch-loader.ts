/**
 * Gathers the loads asked for in one turn of the event loop into one call: the searches of a
 * multi-query that miss the cache reach the engine (and Algolia) as one request, not one each.
 */
export class BatchLoader<K, V> {
  private queue: { key: K; resolve: (value: V) => void; reject: (error: unknown) => void }[] = [];

  constructor(private readonly loadMany: (keys: readonly K[]) => Promise<readonly V[]>) {}

  load(key: K): Promise<V> {
    return new Promise<V>((resolve, reject) => {
      this.queue.push({ key, resolve, reject });
      if (this.queue.length === 1) setImmediate(() => this.flush());
    });
  }

  private flush(): void {
    const batch = this.queue;
    this.queue = [];
    this.loadMany(batch.map((entry) => entry.key)).then(
      (values) => batch.forEach((entry, index) => {
        if (index < values.length) entry.resolve(values[index]!);
        else entry.reject(new Error(`the batch answered ${values.length} of ${batch.length} keys`));
      }),
      (error: unknown) => batch.forEach((entry) => entry.reject(error)),
    );
  }
}
