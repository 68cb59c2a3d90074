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
import { articles } from './seed-data/articles';
import { cards } from './seed-data/cards';
import { claims } from './seed-data/claims';
import { consentDocuments } from './seed-data/consents';
import { hospitals } from './seed-data/hospitals';
import { members, tpaInsureds } from './seed-data/members';
import { notifications } from './seed-data/notifications';
import { partners } from './seed-data/partners';
import { promotions } from './seed-data/promotions';
import { telemedProviders } from './seed-data/telemed';

export interface SeedData {
  partners: readonly SeedPartner[];
  hospitals: readonly SeedHospital[];
  promotions: readonly SeedPromotion[];
  articles: readonly SeedArticle[];
  notifications: readonly SeedNotification[];
  telemedProviders: readonly SeedTelemedProvider[];
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
  members,
  tpaInsured: tpaInsureds,
  cards,
  claims,
  consentDocuments,
};
