import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIdleTracker, idleHeaders } from './idle';

const MIN = 60_000;

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

describe('admin idle tracker', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-02T08:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('expires after 30 minutes without interaction, however many background refetches ran', () => {
    const tracker = createIdleTracker({ limitMs: 30 * MIN });
    tracker.start();
    // A refetch every 60 s reads the idle time but never counts as use.
    for (let i = 0; i < 29; i++) {
      vi.advanceTimersByTime(MIN);
      expect(idleHeaders(tracker)).toEqual({ 'x-admin-idle-ms': String((i + 1) * MIN) });
    }
    expect(tracker.isExpired()).toBe(false);
    vi.advanceTimersByTime(MIN);
    expect(tracker.isExpired()).toBe(true);
  });

  it('an interaction restarts the 30 minutes', () => {
    const tracker = createIdleTracker({ limitMs: 30 * MIN });
    tracker.start();
    vi.advanceTimersByTime(20 * MIN);
    expect(tracker.touch()).toBe(false);
    vi.advanceTimersByTime(20 * MIN);
    expect(tracker.isExpired()).toBe(false);
    expect(tracker.idleMs()).toBe(20 * MIN);
  });

  it('an interaction after the limit does not revive the session (a laptop waking up)', () => {
    const tracker = createIdleTracker({ limitMs: 30 * MIN });
    tracker.start();
    vi.advanceTimersByTime(3 * 60 * MIN);
    expect(tracker.touch()).toBe(true);
    expect(tracker.isExpired()).toBe(true);
  });

  it('use in another admin tab keeps this one alive', () => {
    const storage = memoryStorage();
    const idleTab = createIdleTracker({ limitMs: 30 * MIN, storage });
    const busyTab = createIdleTracker({ limitMs: 30 * MIN, storage });
    idleTab.start();
    busyTab.start();
    for (let i = 0; i < 10; i++) {
      vi.advanceTimersByTime(10 * MIN);
      busyTab.touch();
    }
    expect(idleTab.isExpired()).toBe(false);
    expect(idleTab.idleMs()).toBe(0);
  });

  it('sends no idle header when no admin shell is open', () => {
    const tracker = createIdleTracker({ limitMs: 30 * MIN });
    expect(idleHeaders(tracker)).toEqual({});
    tracker.start();
    expect(idleHeaders(tracker)).toEqual({ 'x-admin-idle-ms': '0' });
    tracker.stop();
    vi.advanceTimersByTime(40 * MIN);
    expect(idleHeaders(tracker)).toEqual({});
    expect(tracker.isExpired()).toBe(false);
    expect(tracker.touch()).toBe(false);
  });
});
