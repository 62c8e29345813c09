/**
 * Many short strings as one: "\n" before each, plus where each starts. A prefix search is then
 * one native `indexOf("\n" + prefix)` scan, and a million keys cost a few strings instead of a
 * million objects (about a third of the memory, and much less for the garbage collector).
 */
export class KeyLines {
  private constructor(
    readonly text: string,
    /** Where each line's "\n" is in `text`, then `text.length`. */
    private readonly starts: Int32Array,
  ) {}

  static of(keys: readonly string[]): KeyLines {
    const starts = new Int32Array(keys.length + 1);
    let at = 0;
    keys.forEach((key, index) => {
      starts[index] = at;
      at += key.length + 1;
    });
    starts[keys.length] = at;
    return new KeyLines(keys.length ? `\n${keys.join('\n')}` : '', starts);
  }

  get count(): number {
    return this.starts.length - 1;
  }

  lengthOf(line: number): number {
    return this.starts[line + 1]! - this.starts[line]! - 1;
  }

  /** Where line `line`'s text starts in `text`. */
  startOf(line: number): number {
    return this.starts[line]! + 1;
  }

  /** The line that `position` of `text` belongs to. */
  lineAt(position: number): number {
    let low = 0;
    let high = this.count - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (this.starts[middle]! <= position) low = middle;
      else high = middle - 1;
    }
    return low;
  }

  /** Calls `found` with each line that starts with `prefix`, in order. */
  forEachStartingWith(prefix: string, found: (line: number) => void): void {
    const needle = `\n${prefix}`;
    for (let at = this.text.indexOf(needle); at >= 0; at = this.text.indexOf(needle, at + needle.length)) found(this.lineAt(at));
  }
}
