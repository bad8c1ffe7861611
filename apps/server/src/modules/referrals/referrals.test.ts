/**
 * Bring a friend (docs/adr/0047-bring-a-friend.md): a player's code and link, the friend attributed at
 * registration, and the reward: a bonus of kind `referral` granted through the ledger once the friend's first
 * deposit reaches the minimum, once per friend, never to an excluded player, waiting while the player's bonus
 * account holds an active bonus; a friend without a deposit in time, or with a smaller one, earns nothing.
 */
import { randomUUID } from 'node:crypto';
import { REFERRAL_CODE, REFERRAL_PATHS as P, referralsResponseSchema } from '@betline/contracts';
import { BRING_A_FRIEND, DAY_MS, LIMIT_TYPE, paymentUnitsToMinor } from '@betline/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { manualClock } from '../../infra/clock';
import { createMoneyStack } from '../../money';
import { createSeededDatabase, drivers, type TestDatabase } from '../../test/databases';
import { registerAndSignIn, type SignedInPlayer } from '../../test/players';
import { createBonuses, type Bonuses } from '../bonuses/service';
import { bonus } from '../bonuses/tables';
import { loginsOf, promotionProfile } from '../identity/directory';
import { playerLimit } from '../protection/tables';
import { ledgerAccount } from '../wallet/tables';
import { deposit, getBalance } from '../wallet/testing';
import { firstDeposits } from '../wallet/usage';
import { createReferrals, maskLogin, type Referrals } from './service';
import { referral } from './tables';

const RUB_MIN = paymentUnitsToMinor(BRING_A_FRIEND.minDepositUnits, 'RUB');
const RUB_REWARD = paymentUnitsToMinor(BRING_A_FRIEND.rewardUnits, 'RUB');

describe.each(drivers)('bring a friend on $name', (driver) => {
  let database: TestDatabase;
  let app: App;
  let referrals: Referrals;
  let bonuses: Bonuses;
  const clock = manualClock(Date.now());

  beforeAll(async () => {
    database = await createSeededDatabase(driver);
    app = buildApp({ db: database, webDistDir: null, clock });
    await app.ready();
    const stack = createMoneyStack(database.db, { clock });
    bonuses = createBonuses({ db: database.db, money: stack.money, clock });
    referrals = createReferrals({
      db: database.db,
      clock,
      bonuses,
      profileOf: promotionProfile,
      loginsOf,
      firstDepositsOf: firstDeposits,
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  async function mine(me: SignedInPlayer) {
    const res = await app.inject({ method: 'GET', url: P.mine, headers: me.headers });
    expect(res.statusCode).toBe(200);
    return referralsResponseSchema.parse(res.json());
  }

  /** A player, and a friend who registered with the player's code (as typed: any case, spaces). */
  async function playerWithFriend() {
    const me = await registerAndSignIn(app);
    const { code } = await mine(me);
    const friend = await registerAndSignIn(app, { friend_code: ` ${code.toLowerCase()} ` });
    return { me, friend, code };
  }

  async function fund(player: SignedInPlayer, amount: number) {
    const account = (await getBalance(app, player.headers)).active_account_id;
    await deposit(app, player.headers, account, amount);
  }

  async function bonusesOf(playerId: number) {
    return database.db.select().from(bonus).where(eq(bonus.playerId, playerId));
  }

  it('gives each player one code of their own, and shows the terms in the player’s currency', async () => {
    const me = await registerAndSignIn(app);
    const first = await mine(me);
    expect(first.code).toMatch(REFERRAL_CODE);
    expect((await mine(me)).code).toBe(first.code);
    expect(first.terms).toEqual({
      iso: 'RUB',
      minDeposit: RUB_MIN,
      reward: RUB_REWARD,
      qualifyDays: BRING_A_FRIEND.qualifyDays,
      maxRewardedFriends: BRING_A_FRIEND.maxRewardedFriends,
      cookieDays: 1,
    });
    expect(first.friends).toEqual([]);
    const other = await registerAndSignIn(app);
    expect((await mine(other)).code).not.toBe(first.code);
    expect((await app.inject({ method: 'GET', url: P.mine })).statusCode).toBe(401);
  });

  it('a friend who registers with the code is the player’s, shown with a masked login; an unknown code is ignored', async () => {
    const { me, friend } = await playerWithFriend();
    const list = await mine(me);
    expect(list.friends).toHaveLength(1);
    expect(list.friends[0]).toMatchObject({ status: 'registered', reward: null, decidedAt: null });
    expect(list.friends[0]!.login).toBe(maskLogin(friend.login));
    expect(list.friends[0]!.login).not.toBe(friend.login);

    const stranger = await registerAndSignIn(app, { friend_code: 'ZZZZZZZZ' });
    const rows = await database.db.select().from(referral).where(eq(referral.friendId, stranger.playerId));
    expect(rows).toEqual([]);
  });

  it('the friend’s first deposit at the minimum earns the player a referral bonus through the ledger, once', async () => {
    const { me, friend } = await playerWithFriend();
    await referrals.rewardDue();
    expect(await bonusesOf(me.playerId)).toHaveLength(0);

    await fund(friend, RUB_MIN);
    await referrals.rewardDue();
    const [granted] = await bonusesOf(me.playerId);
    expect(granted).toMatchObject({ kind: 'referral', amount: RUB_REWARD, status: 'active' });
    const [account] = await database.db
      .select()
      .from(ledgerAccount)
      .where(eq(ledgerAccount.id, granted!.accountId));
    expect(account?.balance).toBe(RUB_REWARD);
    const list = await mine(me);
    expect(list.rewarded).toBe(1);
    expect(list.friends[0]).toMatchObject({ status: 'rewarded', reward: { amount: RUB_REWARD, iso: 'RUB' } });

    // Again: nothing more.
    await referrals.rewardDue();
    await Promise.all([referrals.rewardDue(), referrals.rewardDue()]);
    expect(await bonusesOf(me.playerId)).toHaveLength(1);
  });

  it('a first deposit below the minimum earns nothing', async () => {
    const { me, friend } = await playerWithFriend();
    await fund(friend, RUB_MIN - 100);
    await referrals.rewardDue();
    expect(await bonusesOf(me.playerId)).toHaveLength(0);
    expect((await mine(me)).friends[0]?.status).toBe('refused');
  });

  it('waits while the player’s bonus account holds an active bonus, and rewards once it has ended', async () => {
    const { me, friend } = await playerWithFriend();
    const held = await bonuses.grant({
      playerId: me.playerId,
      currencyId: 1,
      kind: 'manual',
      amount: 1_000,
      key: `test:${randomUUID()}`,
    });
    await fund(friend, RUB_MIN);
    await referrals.rewardDue();
    expect((await mine(me)).friends[0]?.status).toBe('registered');
    await bonuses.forfeit(me.playerId, held.id);
    await referrals.rewardDue();
    expect((await mine(me)).friends[0]?.status).toBe('rewarded');
  });

  it('never rewards a self-excluded player: the referral is refused and no bonus is given', async () => {
    const { me, friend } = await playerWithFriend();
    await fund(friend, RUB_MIN);
    await database.db.insert(playerLimit).values({
      playerId: me.playerId,
      limitType: LIMIT_TYPE.SELF_EXCLUSION,
      value: 30,
      startedAt: clock.now() - 1000,
      endsAt: clock.now() + 30 * DAY_MS,
      currency: null,
      updatedAt: clock.now() - 1000,
    });
    await referrals.rewardDue();
    expect(await bonusesOf(me.playerId)).toHaveLength(0);
    const [row] = await database.db.select().from(referral).where(eq(referral.friendId, friend.playerId));
    expect(row?.status).toBe('refused');
  });

  // Last: it moves the shared clock on.
  it('a friend without a deposit within the days allowed expires', async () => {
    const { friend } = await playerWithFriend();
    clock.advance((BRING_A_FRIEND.qualifyDays + 1) * DAY_MS);
    await referrals.rewardDue();
    const [row] = await database.db.select().from(referral).where(eq(referral.friendId, friend.playerId));
    expect(row?.status).toBe('expired');
  });
});
