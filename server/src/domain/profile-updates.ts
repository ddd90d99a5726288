import type { Transaction } from '../db/database';

/** What a profile update changes; an absent (or null) field is left as it is. */
export interface ProfileChanges {
  firstName?: string | null;
  lastName?: string | null;
  avatarImageId?: number;
  /** Replaces the player's whole set of favourite categories (duplicates collapse). */
  gameCategoryIds?: readonly number[];
}

/**
 * Applies the changes in the caller's transaction. Ids must exist (checked by the caller);
 * applying the same changes twice leaves the same row, so the update is idempotent.
 */
export async function updateProfile(tx: Transaction, playerId: string, changes: ProfileChanges): Promise<void> {
  await tx.query(
    `UPDATE players
        SET first_name = COALESCE($2::text, first_name),
            last_name = COALESCE($3::text, last_name),
            avatar_image_id = COALESCE($4::int, avatar_image_id)
      WHERE id = $1`,
    [playerId, changes.firstName ?? null, changes.lastName ?? null, changes.avatarImageId ?? null],
  );
  if (changes.gameCategoryIds === undefined) return;
  await tx.query('DELETE FROM player_game_categories WHERE player_id = $1', [playerId]);
  await tx.query(
    `INSERT INTO player_game_categories (player_id, game_category_id)
     SELECT $1, id FROM unnest($2::int[]) AS chosen (id)`,
    [playerId, [...new Set(changes.gameCategoryIds)]],
  );
}
