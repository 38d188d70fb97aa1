/**
 * A small in-process work queue with a fixed number of slots and two priorities. Image encoding
 * goes through it, so however many photos arrive at once, at most `slots` are encoded at a time and
 * the rest of the server keeps its CPU. Urgent work (what an upload waits for) runs before
 * background work (the remaining variants). Hand-written because it is twenty lines and needs a
 * priority and a drain that the small queue libraries on the registry would add little to.
 */
export class WorkQueue {
  private readonly urgent: Array<() => void> = [];
  private readonly background: Array<() => void> = [];
  private running = 0;
  private idleWaiters: Array<() => void> = [];
  private closed = false;

  constructor(private readonly slots: number) {}

  run<T>(task: () => Promise<T>, priority: 'urgent' | 'background' = 'urgent'): Promise<T> {
    if (this.closed) return Promise.reject(new Error('queue closed'));
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        this.running++;
        task()
          .then(resolve, reject)
          .finally(() => {
            this.running--;
            this.next();
          });
      };
      (priority === 'urgent' ? this.urgent : this.background).push(start);
      this.next();
    });
  }

  private next(): void {
    while (this.running < this.slots) {
      const start = this.urgent.shift() ?? (this.closed ? undefined : this.background.shift());
      if (!start) break;
      start();
    }
    if (this.running === 0 && this.urgent.length === 0 && (this.closed || this.background.length === 0)) {
      const waiters = this.idleWaiters;
      this.idleWaiters = [];
      waiters.forEach((w) => w());
    }
  }

  /** Waiting for a slot (both priorities). */
  get queued(): number {
    return this.urgent.length + this.background.length;
  }

  /** Running now. */
  get active(): number {
    return this.running;
  }

  get pending(): number {
    return this.urgent.length + this.background.length + this.running;
  }

  /** Resolves when nothing is queued or running. */
  idle(): Promise<void> {
    if (this.pending === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Drops queued background work (it is picked up again on the next start) and waits for the rest. */
  async close(): Promise<void> {
    this.closed = true;
    this.background.length = 0;
    this.next();
    await this.idle();
  }
}
