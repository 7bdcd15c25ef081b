import * as z from 'zod/mini';

// Field rules of docs/product.md §7. Messages are codes (as the server's field codes are); FieldError translates
// them, so a message follows the language even after it is switched.

/** Limits shared with the server. */
export const LIMITS = {
  emailMax: 254,
  passwordMin: 8,
  passwordMax: 72,
  nameMax: 50,
} as const;

// Letters of any script (Latin, Cyrillic, …), spaces, hyphens and apostrophes (', ’ and the Ukrainian ʼ).
const NAME_PATTERN = /^[\p{L}\p{M} '’ʼ-]+$/u;

const length = (value: string) => [...value].length;

/** emailSchema: required, at most 254 characters, a valid address; trimmed and lower-cased. */
export const emailSchema = z
  .string()
  .check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(1, 'required'),
    z.maxLength(LIMITS.emailMax, 'too_long'),
    z.regex(z.regexes.email, 'invalid'),
  );

/** passwordSchema: 8 to 72 characters, never trimmed. */
export const passwordSchema = z.string().check(
  z.minLength(1, 'required'),
  z.refine((v) => v === '' || length(v) >= LIMITS.passwordMin, 'too_short'),
  z.refine((v) => length(v) <= LIMITS.passwordMax, 'too_long'),
);

/** personNameSchema: a name or surname of 1 to 50 letters, spaces, hyphens and apostrophes. */
export const personNameSchema = z.string().check(
  z.trim(),
  z.minLength(1, 'required'),
  z.refine((v) => length(v) <= LIMITS.nameMax, 'too_long'),
  z.refine((v) => v === '' || NAME_PATTERN.test(v), 'invalid'),
);
