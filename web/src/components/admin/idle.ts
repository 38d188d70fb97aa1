import { ADMIN_IDLE_LIMIT_MS, IDLE_HEADER } from '@shared/idle';

/** Kept small and free of UI imports: the tRPC client in the entry bundle reads it for every request. */

type Store = Pick<Storage, 'getItem' | 'setItem'>;

const STORAGE_KEY = 'admin-last-activity';
// Writing the shared time stamp on every mouse move would be wasteful; this is precise enough.
const WRITE_EVERY_MS = 5000;

export type IdleTracker = ReturnType<typeof createIdleTracker>;

/**
 * Tracks the last user interaction across admin tabs (through localStorage, so a busy tab keeps an
 * idle one alive). `now` and `storage` are injectable for tests.
 */
export function createIdleTracker({ limitMs, now = Date.now, storage = null }: { limitMs: number; now?: () => number; storage?: Store | null }) {
  let last = now();
  let written = 0;
  let active = false;

  const shared = () => {
    try {
      return Number(storage?.getItem(STORAGE_KEY)) || 0;
    } catch {
      return 0;
    }
  };
  const write = (t: number, force = false) => {
    if (!force && t - written < WRITE_EVERY_MS) return;
    written = t;
    try {
      storage?.setItem(STORAGE_KEY, String(t));
    } catch {
      // Private mode or a full quota: this tab still tracks itself.
    }
  };
  const idle = () => now() - Math.max(last, shared());

  return {
    /** The admin shell is open: the user is here now. */
    start() {
      active = true;
      last = now();
      write(last, true);
    },
    stop() {
      active = false;
    },
    get active() {
      return active;
    },
    /** Milliseconds since the last interaction in any admin tab; null when no admin shell is open. */
    idleMs(): number | null {
      return active ? Math.max(0, idle()) : null;
    },
    isExpired(): boolean {
      return active && idle() >= limitMs;
    },
    /**
     * A user interaction. Returns true when it came too late: the idle time had already run out (a
     * laptop waking up, a tab returned to after hours), and the interaction must not revive it.
     */
    touch(): boolean {
      if (!active) return false;
      if (idle() >= limitMs) return true;
      last = now();
      write(last);
      return false;
    },
  };
}

function browserStorage(): Store | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export const adminIdle = createIdleTracker({ limitMs: ADMIN_IDLE_LIMIT_MS, storage: browserStorage() });

/** Headers for every API request: the idle time while an admin shell is open, nothing otherwise. */
export function idleHeaders(tracker: IdleTracker = adminIdle): Record<string, string> {
  const idle = tracker.idleMs();
  return idle === null ? {} : { [IDLE_HEADER]: String(Math.round(idle)) };
}
