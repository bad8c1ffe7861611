/**
 * The feed's catalogue: sports, championships and teams, generated from the seed and written once. A stored
 * feed keeps the seed it was made with (the configured one is then ignored), so that a restart goes on with
 * the same championships, schedule and matches.
 */
import { eq } from 'drizzle-orm';
import {
  buildCatalog,
  LONG_TERM_SPORT_ID,
  longTermChampId,
  sportById,
  SPORTS,
  type Catalog,
  type SimOptions,
} from './engine';
import type { FeedContext } from './context';
import { feedChamp, feedMeta, feedSport, feedTeam } from './tables';

export interface Catalogue {
  /** Writes the catalogue (sports, championships, teams) once; a stored feed keeps its seed. */
  prepare(): Promise<void>;
  /** The catalogue once `prepare` has run. */
  catalog(): Catalog | undefined;
  /** The feed's seed: the stored one once `prepare` has run. */
  seed(): number;
  /** What the engine plays games with (the seed and how long a goal suspends the markets). */
  sim(): SimOptions;
}

export function createCatalogue(ctx: FeedContext): Catalogue {
  const { db, log } = ctx;
  let seed = ctx.configuredSeed;
  let catalog: Catalog | undefined;

  async function prepare(): Promise<void> {
    if (catalog) return;
    const [stored] = await db.select().from(feedMeta).where(eq(feedMeta.key, 'seed'));
    if (stored && typeof stored.value === 'number' && stored.value !== seed) {
      log.warn({ configured: seed, stored: stored.value }, 'feed: keeping the seed of the stored feed');
      seed = stored.value;
    }
    const built = buildCatalog(seed);
    await db.transaction(async (tx) => {
      await tx.insert(feedMeta).values({ key: 'seed', value: seed }).onConflictDoNothing();
      await tx
        .insert(feedSport)
        .values([
          ...SPORTS.map((s, i) => ({ id: s.id, nameEng: s.nameEng, slug: s.slug, kind: s.group, sort: i })),
          {
            id: LONG_TERM_SPORT_ID,
            nameEng: 'Long-term bets',
            slug: 'long-term',
            kind: 'longterm',
            sort: 999,
          },
        ])
        .onConflictDoNothing();
      const champs = built.champs.flatMap((c) => {
        const base = { countryEng: c.countryEng, tier: c.tier, baseSportId: c.sportId };
        const own = { id: c.id, sportId: c.sportId, nameEng: c.nameEng, sort: c.index, ...base };
        const sport = sportById(c.sportId);
        if (c.tier !== 1 || sport?.group === 'virtual') return [own];
        const longTerm = {
          id: longTermChampId(c),
          sportId: LONG_TERM_SPORT_ID,
          nameEng: `${sport?.nameEng ?? ''}. ${c.nameEng}`,
          sort: 1000 + c.index,
          ...base,
        };
        return [own, longTerm];
      });
      await tx.insert(feedChamp).values(champs).onConflictDoNothing();
      const teams = built.champs.flatMap((c) =>
        c.teams.map((t) => ({
          id: t.id,
          sportId: t.sportId,
          champId: t.champId,
          nameEng: t.nameEng,
          countryEng: t.country,
          rating: t.rating,
        })),
      );
      for (let i = 0; i < teams.length; i += 500)
        await tx
          .insert(feedTeam)
          .values(teams.slice(i, i + 500))
          .onConflictDoNothing();
    });
    catalog = built;
  }

  return {
    prepare,
    catalog: () => catalog,
    seed: () => seed,
    sim: () => ({ seed, suspendMs: ctx.suspendMs }),
  };
}
