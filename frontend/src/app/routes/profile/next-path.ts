/**
 * safeNextPath accepts a `?next=` value only when it is a path of this app ("/ride"), never another site
 * ("//evil.example", "https://…", "/\evil.example").
 */
export function safeNextPath(next: string | null | undefined): string | undefined {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return undefined;
  // eslint-disable-next-line no-control-regex -- control characters make browsers strip or reinterpret the path
  if (/[\u0000-\u001f\u007f]/.test(next)) return undefined;
  return next;
}
