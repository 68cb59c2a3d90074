/**
 * The demo content the seeder maps into the database, gathered from the seed-data modules into one
 * typed value. Keeping the seeder on this interface (not on the modules' export names) means tests can
 * seed a small fixture, and a renamed export in seed-data breaks one line here.
 */
import type {
  SeedArticle,
  SeedCard,
  SeedClaim,
  SeedConsentDocument,
  SeedHospital,
  SeedMember,
  SeedNotification,
  SeedPartner,
  SeedPromotion,
  SeedTelemedProvider,
  SeedTpaInsured,
} from './seed-data/types';
import {
  articles,
  cards,
  claims,
  consentDocuments,
  hospitals,
  members,
  notifications,
  partners,
  promotions,
  telemedProviders,
  tpaInsureds,
} from './seed-data/index';
import {
  type SeedTelemedCoverage,
  type SeedTelemedHoliday,
  type SeedTelemedProviderKey,
  telemedCoverage,
  telemedHolidays,
  telemedProviderKeys,
} from './seed-data/telemed';

export interface SeedData {
  partners: readonly SeedPartner[];
  hospitals: readonly SeedHospital[];
  promotions: readonly SeedPromotion[];
  articles: readonly SeedArticle[];
  notifications: readonly SeedNotification[];
  telemedProviders: readonly SeedTelemedProvider[];
  /** Telemed Mart: card benefits, public holidays and provider keys (server/db/seed-data/telemed.ts). */
  telemedCoverage?: readonly SeedTelemedCoverage[];
  telemedHolidays?: readonly SeedTelemedHoliday[];
  telemedProviderKeys?: readonly SeedTelemedProviderKey[];
  members: readonly SeedMember[];
  tpaInsured: readonly SeedTpaInsured[];
  cards: readonly SeedCard[];
  claims: readonly SeedClaim[];
  consentDocuments: readonly SeedConsentDocument[];
}

/** The demo data set of server/db/seed-data. */
export const seedData: SeedData = {
  partners,
  hospitals,
  promotions,
  articles,
  notifications,
  telemedProviders,
  telemedCoverage,
  telemedHolidays,
  telemedProviderKeys,
  members,
  tpaInsured: tpaInsureds,
  cards,
  claims,
  consentDocuments,
};
