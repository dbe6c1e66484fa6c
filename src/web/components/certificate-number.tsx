/** A certificate's number on one line: it is read out and typed in whole, and it broke at a hyphen on narrow screens. */
export function CertificateNumber({ value }: { value: string }) {
  return <span style={{ whiteSpace: 'nowrap' }}>{value}</span>;
}
