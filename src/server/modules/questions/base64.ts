/** A `data:` URL prefix, which some clients leave in front of the base64 they send. */
const dataUrlPrefix = /^data:[^,]{0,200};base64,/i;
const base64Body = /^[A-Za-z0-9+/_-]*={0,2}$/;

/** The bytes a base64 (or base64url) string holds; null when it is not base64 at all. */
export function decodeBase64(text: string): Buffer | null {
  const body = text.replace(dataUrlPrefix, '').replace(/\s+/g, '');
  if (!base64Body.test(body) || body.length % 4 === 1) return null;
  return Buffer.from(body, 'base64');
}
