/**
 * The editor's undo and redo: the working copy's contents before each edit. Edits of one field closer
 * together than `coalesceMs` are one step (typing a hex value is one undo, not one per key); a new edit
 * clears what could be redone; at most `max` steps are kept.
 */
export class UndoHistory<T> {
  private done: T[] = [];
  private undone: T[] = [];
  private last: { field: string; at: number } | null = null;

  constructor(
    private readonly max = 200,
    private readonly coalesceMs = 1500,
  ) {}

  get canUndo(): boolean {
    return this.done.length > 0;
  }

  get canRedo(): boolean {
    return this.undone.length > 0;
  }

  /**
   * Before an edit of `field`: keeps `before` as a step unless the same field was edited just now.
   * `field` null: a step of its own that the next edit does not join either (a tile moved).
   */
  record(field: string | null, before: T, now = Date.now()): void {
    const joins = field !== null && this.last?.field === field && now - this.last.at < this.coalesceMs;
    if (!joins) {
      this.done.push(before);
      if (this.done.length > this.max) this.done.shift();
    }
    this.last = field === null ? null : { field, at: now };
    this.undone = [];
  }

  /** The content to go back to from `current`, or undefined when there is none. */
  undo(current: T): T | undefined {
    return this.step(this.done, this.undone, current);
  }

  redo(current: T): T | undefined {
    return this.step(this.undone, this.done, current);
  }

  clear(): void {
    this.done = [];
    this.undone = [];
    this.last = null;
  }

  private step(from: T[], to: T[], current: T): T | undefined {
    const target = from.pop();
    if (target === undefined) return undefined;
    to.push(current);
    this.last = null;
    return target;
  }
}
