/**
 * Demo content seeded into the database: plain typed data, no database code.
 * Images referenced as /demo/<dir>/<file>.svg live in ./assets/<dir>/<file>.svg.
 */
export * from './types';
export {
  DEMO_ASSET_PREFIX,
  isValidNationalId,
  nationalIdCheckDigit,
  THAI_LANDLINE_RE,
  THAI_MOBILE_RE,
} from './helpers';
export { partners, insCodes } from './partners';
export { hospitals, hospitalCode, hospitalServiceLabels, coverageLevelLabels } from './hospitals';
export { promotions } from './promotions';
export { articles, articleTagLabels } from './articles';
export { notifications } from './notifications';
export { telemedProviders } from './telemed';
export { members, tpaInsureds } from './members';
export { cards, cardTypeLabels, limitPeriodLabels } from './cards';
export { claims, claimStatusLabels, claimTypeLabels, benefitTypeLabels } from './claims';
export { consentDocuments } from './consents';

/** The demo's "today": promotion and notification dates are relative to it. */
export const DEMO_TODAY = '2026-11-22';
