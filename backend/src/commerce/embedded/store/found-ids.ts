/**
 * The ids a lookup (name, value) found among the documents of one type, as of an epoch
 * (foreign-commits.ts): stock is looked up by SKU several times per add-to-cart, and the answer
 * only changes when a document of the type is written. Another connection's commit moves the
 * epoch on; this store's own writes of the type forget every answer (`clear`), since they may move
 * lookups. At most `capacity` answers are kept.
 */
export class FoundIds {
  private readonly answers = new Map<string, { epoch: number; ids: readonly string[] }>();

  constructor(private readonly capacity: number) {}

  get(name: string, value: string, epoch: number): readonly string[] | undefined {
    const answer = this.answers.get(`${name}\u0000${value}`);
    return answer?.epoch === epoch ? answer.ids : undefined;
  }

  set(name: string, value: string, epoch: number, ids: readonly string[]): void {
    if (this.answers.size >= this.capacity) this.answers.clear();
    this.answers.set(`${name}\u0000${value}`, { epoch, ids });
  }

  clear(): void {
    if (this.answers.size > 0) this.answers.clear();
  }
}
