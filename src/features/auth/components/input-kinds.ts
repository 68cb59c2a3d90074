/**
 * How a username and a Thai mobile number are typed, the same on every auth form: a username without
 * capitals, corrections or spell check (the browser may fill it in); a number on the phone keypad.
 */
export const USERNAME_INPUT = {
  autoComplete: 'username',
  autoCapitalize: 'none',
  autoCorrect: 'off',
  spellCheck: false,
} as const;

export const MOBILE_INPUT = { type: 'tel', inputMode: 'tel', autoComplete: 'tel-national' } as const;
