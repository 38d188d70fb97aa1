import type { SendMailOptions } from 'nodemailer';

/**
 * The invite as a mail carries it: a text/calendar alternative with its METHOD (what calendar clients
 * act on) and the same event as a befaring.ics attachment, also text/calendar, the registered type
 * (RFC 5545 §8.1). nodemailer's own `icalEvent` labels its attachment copy application/ics.
 */
export function inviteParts(filename: string, invite: { method: 'REQUEST' | 'CANCEL'; content: string }): Pick<SendMailOptions, 'alternatives' | 'attachments'> {
  const contentType = `text/calendar; charset=utf-8; method=${invite.method}`;
  return {
    alternatives: [{ contentType, content: invite.content }],
    attachments: [{ filename, contentType, content: invite.content }],
  };
}
