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
    log.error('[tasks] database connection error: terminating connection due to administrator command');
    stopping = true;
    log.error('[tasks] database connection error: terminating connection due to administrator command');
    log.warn('[tasks] failed to release task');
    log.info('[tasks] stopped');
    expect(lines).toEqual([
      'error [tasks] database connection error: terminating connection due to administrator command',
      'debug [tasks] database connection error: terminating connection due to administrator command',
      'debug [tasks] failed to release task',
      'info [tasks] stopped',
    ]);
  });
});
