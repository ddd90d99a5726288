import type { Profile } from 'contract/endpoints';

/**
 * The signed-in player's profile as the API sends it (spec §3), Nimal Perera with 12,000 coins, with
 * `fields` in place of those defaults; without `previousSignInAt` or `language` unless given, as a
 * test that cares about either says which it wants.
 */
export const playerProfile = <Fields extends Partial<Profile>>(fields: Fields = {} as Fields) => ({
  uuid: 'player-uuid',
  email: 'player@example.com',
  firstName: 'Nimal',
  lastName: 'Perera',
  actualUsableCoins: 12000,
  country: null,
  avatarImagePath: '',
  avatarImage: null,
  gameCategories: [],
  ...fields,
});
