// Which procedures of a request were public reads (meta.publicCache): the public cache stores a REST or
// tRPC answer only when every procedure it ran was one.

const counts = new WeakMap<object, number>();

export function markPublicRead(req: object): void {
  counts.set(req, (counts.get(req) ?? 0) + 1);
}

export function publicReadCount(req: object): number {
  return counts.get(req) ?? 0;
}
