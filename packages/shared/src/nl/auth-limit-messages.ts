/** Texts of the login limits and the password-hash queue (decision 013). */
export const authLimitMessages = {
  /** 429: too many password checks wait already (a burst of logins); the number is the `Retry-After`. */
  busy: 'Het is op dit moment erg druk. Probeer het over {seconds} seconden opnieuw.',
} as const;
