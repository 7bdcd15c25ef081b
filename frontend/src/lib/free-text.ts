import * as z from 'zod/mini';

/** textLength counts characters as the server does: code points, not UTF-16 units. */
export const textLength = (value: string) => [...value].length;

/** hasControlCharacters tells text the server refuses: control characters other than line breaks and tabs. */
export const hasControlCharacters = (value: string) =>
  [...value].some((ch) => {
    const code = ch.codePointAt(0) ?? 0;
    return (code < 0x20 && ch !== '\n' && ch !== '\r' && ch !== '\t') || (code >= 0x7f && code <= 0x9f);
  });

/**
 * freeTextSchema is optional free text as the server takes it (docs/product.md §7): trimmed, at most `max`
 * characters, no control characters. Messages are field codes.
 */
export const freeTextSchema = (max: number) =>
  z.string().check(
    z.trim(),
    z.refine((v) => textLength(v) <= max, 'too_long'),
    z.refine((v) => !hasControlCharacters(v), 'invalid'),
  );
