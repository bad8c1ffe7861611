/**
 * Players: looked up by id, login or e-mail, and phone, and created (registrations, social sign-in, demo seeds
 * and tests) with a generated login when none is given.
 */
import { eq, sql } from 'drizzle-orm';
import { currencyById } from '@betline/core';
import { HttpError } from '../../http/errors';
import type { IdentityContext } from './context';
import { hashPassword, randomDigits } from './crypto';
import { phoneCountryById } from './phoneCountries';
import {
  DEFAULT_PLAYER_SETTINGS,
  player,
  type PlayerPersonalData,
  type PlayerSettings,
  type RegistrationType,
} from './tables';

export type Player = typeof player.$inferSelect;

export interface CreatePlayerInput {
  login?: string;
  email?: string | null;
  phone?: string | null;
  /** Plain password; hashed with argon2id. Absent: no password (social sign-in only). */
  password?: string | null;
  countryId: number;
  currencyId: number;
  refCode?: string | null;
  /** The bring-a-friend code the player registered with (handed to `onPlayerCreated`, not stored here). */
  friendCode?: string;
  firstDepositBonusChoice?: 0 | 1 | 2;
  registrationType: RegistrationType;
  active?: boolean;
  emailVerified?: boolean;
  phoneVerified?: boolean;
  banLevel?: number;
  banVersion?: number;
  /** A base32 TOTP secret to turn two-step on right away (demo players). */
  totpSecret?: string;
  personalData?: PlayerPersonalData;
  settings?: Partial<PlayerSettings>;
  language?: string;
}

export interface PlayersOptions {
  /** Told of every new player once it is stored (with the bring-a-friend code it registered with). */
  onPlayerCreated?: (playerId: number, registered: { friendCode?: string }) => Promise<void>;
}

export function createPlayers({ db, now }: IdentityContext, options: PlayersOptions = {}) {
  async function findPlayer(playerId: number): Promise<Player | undefined> {
    const [row] = await db.select().from(player).where(eq(player.id, playerId)).limit(1);
    return row;
  }

  async function findByIdentifier(identifier: string): Promise<Player | undefined> {
    const value = identifier.trim().toLowerCase();
    const condition = value.includes('@') ? eq(player.email, value) : sql`lower(${player.login}) = ${value}`;
    const [row] = await db.select().from(player).where(condition).limit(1);
    return row;
  }

  async function findByPhone(phone: string): Promise<Player | undefined> {
    const [row] = await db.select().from(player).where(eq(player.phone, phone)).limit(1);
    return row;
  }

  function assertCountryAndCurrency(countryId: number, currencyId: number): void {
    if (!phoneCountryById(countryId)) {
      throw new HttpError(400, `country_id ${countryId} is not a country of /web-api/phone/countries`);
    }
    if (!currencyById(currencyId)) {
      throw new HttpError(400, `currency_id ${currencyId} is not a known currency id`);
    }
  }

  async function loginTaken(login: string): Promise<boolean> {
    const [row] = await db
      .select({ id: player.id })
      .from(player)
      .where(sql`lower(${player.login}) = ${login.toLowerCase()}`)
      .limit(1);
    return row !== undefined;
  }

  /** A login nobody has: `bl` and 8 digits. */
  async function generateLogin(): Promise<string> {
    for (let i = 0; i < 20; i += 1) {
      const login = `bl${randomDigits(8)}`;
      if (!(await loginTaken(login))) return login;
    }
    throw new Error('could not generate a free login');
  }

  /**
   * Creates a player (registrations, demo seeds, tests). Throws HttpError 409 when the login, e-mail or
   * phone is taken, 400 for an unknown country or currency.
   */
  async function createPlayer(input: CreatePlayerInput): Promise<Player> {
    assertCountryAndCurrency(input.countryId, input.currencyId);
    const login = input.login ?? (await generateLogin());
    const at = now();
    const passwordHash = input.password ? await hashPassword(input.password) : null;
    try {
      const [row] = await db
        .insert(player)
        .values({
          login,
          email: input.email?.trim().toLowerCase() ?? null,
          phone: input.phone ?? null,
          passwordHash,
          passwordChangedAt: null,
          countryId: input.countryId,
          currencyId: input.currencyId,
          refCode: input.refCode ?? null,
          firstDepositBonusChoice: input.firstDepositBonusChoice ?? null,
          registrationType: input.registrationType,
          active: input.active ?? true,
          emailVerifiedAt: input.emailVerified ? at : null,
          phoneVerifiedAt: input.phoneVerified ? at : null,
          banLevel: input.banLevel ?? 0,
          banVersion: input.banVersion ?? 2,
          totpSecret: input.totpSecret ?? null,
          totpEnabled: input.totpSecret !== undefined,
          personalData: input.personalData ?? {},
          settings: {
            ...DEFAULT_PLAYER_SETTINGS,
            first_deposit_bonus_type: input.firstDepositBonusChoice ?? 0,
            ...input.settings,
          },
          language: input.language ?? 'en',
          createdAt: at,
          updatedAt: at,
        })
        .returning();
      if (!row) throw new Error('insert returned no player');
      await options.onPlayerCreated?.(row.id, input.friendCode ? { friendCode: input.friendCode } : {});
      return row;
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new HttpError(409, 'this login, e-mail or phone is already registered');
      }
      throw error;
    }
  }

  return {
    findPlayer,
    findByIdentifier,
    findByPhone,
    assertCountryAndCurrency,
    generateLogin,
    createPlayer,
  };
}

export type Players = ReturnType<typeof createPlayers>;

function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let i = 0; i < 3 && current && typeof current === 'object'; i += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
