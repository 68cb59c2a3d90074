/** Business constants shared by the app and the server (docs/spec.md section 9). */

/** Separator of GET /api/v1/language-setting's `data` ("th,en"). */
export const DATA_LANGS_SEPARATOR = ',';

/** How long a use-card session shows the card at the hospital (docs/spec.md 9: 5 minutes). */
export const USE_CARD_MINUTES = 5;

/** Digits of an SMS one-time code: the OTP input's boxes and the schemas' pattern. */
export const OTP_DIGITS = 6;

/** How long an SMS code works (the server's challenges, the SMS text, the preview's made-up timer). */
export const OTP_TTL_MINUTES = 5;

/** A new code for the same phone and purpose waits this long (docs/security.md 3). */
export const OTP_RESEND_SECONDS = 60;

/** Wrong entries before a challenge locks. */
export const OTP_MAX_ATTEMPTS = 5;

/**
 * The size limit of every upload, e-Claim attachments and card images alike: 10 MB = 10,485,760 bytes
 * (docs/spec.md 5 and 9, docs/security.md 15). Migrations keep their own literal: a migration must
 * keep doing what it did when it ran, whatever this constant becomes.
 */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** Partner codes starting with this mark SSO partners (docs/spec.md 6). */
export const SSO_INS_CODE_PREFIX = 'TMP';

/** Cookie that remembers the partner chosen by ?partner_id= for later HTML requests. */
export const PARTNER_COOKIE = 'wl_partner';
