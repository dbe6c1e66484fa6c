/** Being built. */
export function VerifyCertificatePage() {
  return null;
}
