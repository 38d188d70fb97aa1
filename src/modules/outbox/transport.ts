import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import nodemailer from 'nodemailer';
import type { SendMailOptions } from 'nodemailer';
import type { Env } from '../../env';

export type OutgoingMail = SendMailOptions & { messageId: string };

/** Sends one mail; resolves when the server (or the folder) has accepted it, rejects otherwise. */
export type MailTransport = {
  send: (mail: OutgoingMail) => Promise<{ file?: string }>;
  close: () => void;
  /** How mail leaves this process, for the start-up log (never with credentials). */
  description: string;
};

/**
 * SMTP through nodemailer when SMTP_URL is set. Timeouts are kept short: a slow or silent server
 * fails the attempt within a minute and the queue tries again later, instead of holding a worker.
 */
function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: 2,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 45_000,
  });
  const { hostname, port, protocol } = new URL(url);
  return {
    description: `SMTP ${protocol}//${hostname}${port ? `:${port}` : ''}`,
    send: async (mail) => {
      await transporter.sendMail(mail);
      return {};
    },
    close: () => transporter.close(),
  };
}

/**
 * Without an SMTP server each mail becomes an .eml file (open it in any mail program), so
 * `npm start` works with nothing else set up and a developer sees exactly what would be sent.
 */
function fileTransport(dir: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    description: `files in ${dir}`,
    send: async (mail) => {
      const info = await transporter.sendMail(mail);
      await mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const name = `${stamp}-${mail.messageId.replace(/[^A-Za-z0-9.-]/g, '_').replace(/^_+|_+$/g, '')}.eml`;
      const file = join(dir, name);
      await writeFile(file, info.message as Buffer);
      return { file };
    },
    close: () => transporter.close(),
  };
}

export function createMailTransport(env: Pick<Env, 'SMTP_URL' | 'MAIL_DIR'>, root: string): MailTransport {
  return env.SMTP_URL ? smtpTransport(env.SMTP_URL) : fileTransport(resolve(root, env.MAIL_DIR));
}
