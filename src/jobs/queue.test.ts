import { describe, expect, it } from 'vitest';
import { stoppingAware, type LogSink } from './queue';

describe('stoppingAware', () => {
  it('reports connection errors while running, and keeps them to debug once shutdown has begun', () => {
    const lines: string[] = [];
    const sink: LogSink = {
      info: (m) => lines.push(`info ${m}`),
      warn: (m) => lines.push(`warn ${m}`),
      error: (m) => lines.push(`error ${m}`),
      debug: (m) => lines.push(`debug ${m}`),
    };
    let stopping = false;
    const log = stoppingAware(sink, () => stopping);
    log.error('[jobs] database connection error: terminating connection due to administrator command');
    stopping = true;
    log.error('[jobs] database connection error: terminating connection due to administrator command');
    log.warn('[jobs] failed to release job');
    log.info('[jobs] stopped');
    expect(lines).toEqual([
      'error [jobs] database connection error: terminating connection due to administrator command',
      'debug [jobs] database connection error: terminating connection due to administrator command',
      'debug [jobs] failed to release job',
      'info [jobs] stopped',
    ]);
  });
});
