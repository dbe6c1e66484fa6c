/** Codes of user-facing business errors (requirements §8). */
export const ErrorCode = {
  /** Registration failed: the browser shows a modal titled for registration failure. */
  RegistrationFailed: 449,
  /** Duplicate or similar: the browser shows nothing and the caller handles it. */
  Duplicate: 450,
  /**
   * The tenant the client named (`Abp-TenantId`) is malformed, unknown or deactivated (400 or 404,
   * decision 0027): the browser forgets the tenant it kept, so its next call goes to the host.
   */
  TenantUnavailable: 451,
  /** Any other business rule; the browser shows a modal titled for login failure. */
  BusinessRule: 0,
} as const;
