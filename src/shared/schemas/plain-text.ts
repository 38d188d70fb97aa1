import type { z } from 'zod';
import { messages } from '../messages';

/**
 * Characters a one-line text (a title, a file name, a photo's alternative text) never holds: the C0
 * and C1 control characters (NUL, BEL, ESC, tab and line breaks included), DEL, the bidirectional
 * overrides and isolates (U+202A–U+202E, U+2066–U+2069: «fdp.exe» shown as «exe.pdf»), the Unicode line
 * and paragraph separators (U+2028, U+2029: a line break in a PDF) and U+FFFD, which stands for bytes
 * that were not UTF-8. Such text is refused, not cleaned: what is stored is what was sent.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const LINE_CONTROL = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\u2028\u2029\uFFFD]/;

/** The same characters, every one, for cleaning text that is already stored (printing it). */
export const stripLineControls = (text: string) => text.replace(new RegExp(LINE_CONTROL.source, 'g'), '');

/** A one-line text without the characters above; the message is the body rules' for bad characters. */
export const oneLine = <T extends z.ZodType<string>>(schema: T) => schema.refine((v) => !LINE_CONTROL.test(v), { message: messages.invalidCharacters });
