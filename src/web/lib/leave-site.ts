/**
 * Sends the browser to an address the server named (the identity provider's login or logout, the
 * course platform). Only a web address is followed: a `javascript:` or `data:` one would run in
 * this site's origin. Answers whether the browser is on its way.
 */
export function leaveSiteFor(address: string | null | undefined): boolean {
  const url = webAddressOf(address);
  if (!url) return false;
  window.location.assign(url);
  return true;
}

/** The address, whole, when it is a web address (`http:` or `https:`); null otherwise. */
export function webAddressOf(address: string | null | undefined): string | null {
  if (!address) return null;
  let url: URL;
  try {
    url = new URL(address, window.location.href);
  } catch {
    return null;
  }
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
}
