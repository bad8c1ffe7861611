/**
 * Demo data of the site services, written per brand with "insert unless present": a second start, or a change
 * an operator made since, is left alone.
 */
import {
  FEATURE_IDS,
  type BlockReason,
  type FeatureId,
  type FeaturesGroup,
  type NoticesGroup,
  type RoutingGroup,
} from '@betline/contracts';
import { eq, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { player } from '../identity/tables';
import { playerTermsAcceptance, siteBlockRule, siteConfigGroup, siteRedirect, siteTerms } from './tables';

/** The default brand offers every product area (an operator switches one off: its routes answer 404, GUARD-024). */
export const DEFAULT_FEATURES: FeaturesGroup = {
  features: Object.fromEntries(FEATURE_IDS.map((id) => [id, true])) as Record<FeatureId, boolean>,
};

export const DEFAULT_ROUTING: RoutingGroup = {
  forbiddenPaths: ['office/promotion/archive'],
  loginRouteAvailable: true,
  banRedirectUrl: '/ban.html',
  paymentPageRequiresAuth: false,
  promoBonusToOffer: false,
  showBottomNavOnRegistration: false,
  registrationAsPage: false,
};

/**
 * The notices of the demo brand: the consent popup, the age gate (3 days in local storage), inactivity logoff
 * after 30 minutes and the registration reminder 60 s after arrival, then at most every 30 minutes.
 */
export const DEFAULT_NOTICES: NoticesGroup = {
  cookieConsentPopup: true,
  ageGate: { enabled: true, storage: 'local' },
  inactivityLogoff: { enabled: true, minutes: 30 },
  registrationReminder: { delaySeconds: 60, intervalMinutes: 30 },
};

/** Redirect rules (route_from -> route_to, paths without the language prefix). */
export const DEFAULT_REDIRECTS: readonly { routeFrom: string; routeTo: string; code: 301 | 302 }[] = [
  { routeFrom: 'bonus', routeTo: 'promotions', code: 301 },
  { routeFrom: 'promo/welcome', routeTo: 'promotions/welcome', code: 301 },
  { routeFrom: 'promo/first-deposit', routeTo: 'promotions/first_deposit', code: 301 },
  { routeFrom: 'help', routeTo: 'information/contacts', code: 302 },
];

/** Countries the demo blocks by geography (the country comes from the GEO_COUNTRY_HEADER header). */
export const DEFAULT_COUNTRY_BLOCKS: readonly { country: string; reason: BlockReason }[] = [
  { country: 'UA', reason: 13 },
  { country: 'KP', reason: 3 },
];

export async function seedSite(db: Db, brands: readonly string[], now: Date): Promise<void> {
  if (brands.length === 0) return;
  await db
    .insert(siteConfigGroup)
    .values(
      brands.flatMap((brand) => [
        { brand, name: 'features', value: DEFAULT_FEATURES },
        { brand, name: 'routing', value: DEFAULT_ROUTING },
        { brand, name: 'notices', value: DEFAULT_NOTICES },
      ]),
    )
    .onConflictDoNothing();
  await db
    .insert(siteTerms)
    .values(brands.map((brand) => ({ brand, version: 1, publishedAt: now })))
    .onConflictDoNothing();
  await db
    .insert(siteRedirect)
    .values(brands.flatMap((brand) => DEFAULT_REDIRECTS.map((r) => ({ brand, ...r }))))
    .onConflictDoNothing();
  await db
    .insert(siteBlockRule)
    .values(
      brands.flatMap((brand) =>
        DEFAULT_COUNTRY_BLOCKS.map((b) => ({
          brand,
          kind: 'country' as const,
          scope: b.country,
          reason: b.reason,
        })),
      ),
    )
    .onConflictDoNothing();
}

/**
 * The demo players (created by the module seeds) accepted the first terms of every demo brand when they
 * "registered": every player without any acceptance gets version 1. Registered players already have theirs
 * (registration records it), and a later version still has to be accepted by everyone.
 */
export async function acceptDemoTermsForAll(db: Db, brands: readonly string[], at: Date): Promise<void> {
  const rows = await db
    .select({ id: player.id })
    .from(player)
    .where(
      notExists(
        db
          .select({ one: sql`1` })
          .from(playerTermsAcceptance)
          .where(eq(playerTermsAcceptance.playerId, player.id)),
      ),
    );
  for (const row of rows) await acceptDemoTerms(db, row.id, brands, at);
}

/** The demo players accepted the first terms of every demo brand when they "registered". */
export async function acceptDemoTerms(
  db: Db,
  playerId: number,
  brands: readonly string[],
  at: Date,
): Promise<void> {
  await db
    .insert(playerTermsAcceptance)
    .values(brands.map((brand) => ({ playerId, brand, version: 1, acceptedAt: at })))
    .onConflictDoNothing();
}
