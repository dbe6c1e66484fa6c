/**
 * Sends the browser to an address the server named (the identity provider's login or logout, the
 * course platform). Only a web address is followed: a `javascript:` or `data:` one would run in
 * this site's origin. Answers whether the browser is on its way.
 */
export function leaveSiteFor(address: string | null | undefined): boolean {
  if (!address) return false;
  let url: URL;
  try {
    url = new URL(address, window.location.href);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  window.location.assign(url.href);
  return true;
}
