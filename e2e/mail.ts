// The mails of a test server are files in its mail folder (MAIL_DIR), named `<reference>.<kind>.<audience>.…`.
import { expect } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { readdirSync, readFileSync } from 'node:fs';
import { currentServer } from './current-server';

/**
 * The first link to `path` (e.g. '/omtale/') in the customer's mail of `kind` for the case `reference`,
 * waited for until the outbox has written that mail.
 */
export async function linkInMail(reference: string, kind: string, path: string): Promise<string> {
  const { mailDir } = currentServer();
  const link = async () => {
    const file = readdirSync(mailDir).find((f) => f.includes(`${reference}.${kind}.customer.`));
    if (!file) return undefined;
    const text = (await simpleParser(readFileSync(`${mailDir}/${file}`))).text ?? '';
    return new RegExp(`${path}[A-Za-z0-9_-]+`).exec(text)?.[0];
  };
  await expect.poll(link, { message: `the ${kind} mail for ${reference}`, timeout: 30_000 }).toBeTruthy();
  return (await link())!;
}
