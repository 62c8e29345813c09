import type { PreparedAnswer } from '@nakshatra/platform';
import type { QueryCache } from './query-cache.js';

interface Entry {
  readonly answer: PreparedAnswer;
  readonly tags: readonly string[];
  readonly expiresAt: number;
}

/** In-process cache for running without Redis (`npm start`'s default); bounded, oldest out first. */
export class MemoryQueryCache implements QueryCache {
  private readonly entries = new Map<string, Entry>();
  private readonly keysByTag = new Map<string, Set<string>>();
  private readonly versions = new Map<string, number>();

  constructor(
    private readonly maxEntries = 10_000,
    private readonly now = () => Date.now(),
  ) {}

  async get(key: string): Promise<PreparedAnswer | undefined> {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.delete(key);
      return undefined;
    }
    // Answers are bytes nobody changes: handed out as they are, not copied.
    return entry.answer;
  }

  async tagVersions(tags: readonly string[]): Promise<readonly number[]> {
    return tags.map((tag) => this.versions.get(tag) ?? 0);
  }

  async setIfUnchanged(key: string, answer: PreparedAnswer, tags: readonly string[], versions: readonly number[], ttlSeconds: number): Promise<void> {
    if (tags.some((tag, index) => (this.versions.get(tag) ?? 0) !== versions[index])) return;
    this.delete(key);
    if (this.entries.size >= this.maxEntries) this.delete(this.entries.keys().next().value!);
    this.entries.set(key, { answer, tags, expiresAt: this.now() + ttlSeconds * 1000 });
    for (const tag of tags) {
      let keys = this.keysByTag.get(tag);
      if (!keys) this.keysByTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
  }

  async invalidateTags(tags: readonly string[]): Promise<void> {
    for (const tag of tags) {
      this.versions.set(tag, (this.versions.get(tag) ?? 0) + 1);
      for (const key of this.keysByTag.get(tag) ?? []) this.delete(key);
      this.keysByTag.delete(tag);
    }
  }

  async close(): Promise<void> {
    this.entries.clear();
    this.keysByTag.clear();
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    for (const tag of entry.tags) this.keysByTag.get(tag)?.delete(key);
  }
}
