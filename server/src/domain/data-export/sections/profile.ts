import type { Queryable } from '../../../db/database';
import { findAccountDetails } from '../../account-details';
import { findProfile } from '../../players';
import { iso } from '../section';

/** Who the player is to the platform: their details, choices, language and dates. */
export async function readProfile(db: Queryable, playerId: string) {
  const [details, profile, dates] = await Promise.all([
    findAccountDetails(db, playerId),
    findProfile(db, playerId),
    db.query<{ createdAt: Date; emailVerified: boolean; lastSignInAt: Date | null }>(
      `SELECT created_at AS "createdAt", email_verified AS "emailVerified", last_sign_in_at AS "lastSignInAt" FROM players WHERE id = $1`,
      [playerId],
    ),
  ]);
  if (!details || !profile) return null;
  const row = dates.rows[0]!;
  return {
    id: playerId,
    email: details.email,
    emailVerified: row.emailVerified,
    firstName: details.firstName,
    lastName: details.lastName,
    mobile: details.mobile,
    country: details.country?.name ?? null,
    dateOfBirth: details.dateOfBirth,
    language: profile.language,
    coins: Number(profile.coins),
    avatar: profile.avatarImage?.name ?? null,
    favouriteGameCategories: profile.gameCategories.map((category) => category.name),
    registeredAt: iso(row.createdAt),
    lastSignInAt: iso(row.lastSignInAt),
  };
}
