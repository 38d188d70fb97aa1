import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export type ReceivedMail = { envelopeTo: string[]; parsed: ParsedMail; receivedAt: number };

/**
 * A real SMTP server on 127.0.0.1 for tests and the bench. `refuse` makes it answer every message
 * with a permanent error; `stop()` and `start()` take it down and bring it back on the same port.
 */
export class TestSmtpServer {
  readonly received: ReceivedMail[] = [];
  refuse: string | null = null;
  port = 0;
  private server: SMTPServer | null = null;
  private waiters: Array<() => void> = [];

  async start(): Promise<this> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        if (this.refuse) {
          stream.resume();
          stream.on('end', () => callback(Object.assign(new Error(this.refuse ?? 'refused'), { responseCode: 554 })));
          return;
        }
        simpleParser(stream)
          .then((parsed) => {
            this.received.push({ envelopeTo: session.envelope.rcptTo.map((r) => r.address), parsed, receivedAt: Date.now() });
            callback();
            for (const w of this.waiters.splice(0)) w();
          })
          .catch((err: Error) => callback(err));
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
    // A client that dies mid-conversation (the cluster test kills an instance with -9) resets its
    // connection; smtp-server reports that as an 'error' event, which would end this process unheard.
    server.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code !== 'ECONNRESET' && err.code !== 'EPIPE') throw err;
    });
    this.server = server;
    return this;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Resolves once at least `n` mails have arrived; rejects after `timeoutMs`. */
  async waitFor(n: number, timeoutMs = 15_000): Promise<ReceivedMail[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.received.length < n) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`expected ${n} mails, got ${this.received.length}`);
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, Math.min(left, 200));
        this.waiters.push(() => {
          clearTimeout(t);
          resolve();
        });
      });
    }
    return this.received;
  }
}
