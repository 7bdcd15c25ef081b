/** SEND_ERRORS are the refusals of a message the conversation words itself; others read as everywhere else. */
export const SEND_ERRORS = [
  'required',
  'too_long',
  'invalid',
  'blocked',
  'conversation_closed',
  'rate_limited',
] as const;

/** SendError is a refusal with the conversation's own words (messages.composer.errors.<code>). */
export type SendError = (typeof SEND_ERRORS)[number];

/** isSendError tells whether a code (a field code of `text`, or the error's) has the conversation's own words. */
export const isSendError = (code: string): code is SendError => (SEND_ERRORS as readonly string[]).includes(code);
