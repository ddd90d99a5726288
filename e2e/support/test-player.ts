/** A player a test registered: what players.ts makes and identity.ts verifies, so neither imports the other. */
export interface TestPlayer {
  email: string;
  password: string;
  uuid: string;
  firstName: string;
  lastName: string;
  /** A different one for every player (YYYY-MM-DD), so their made-up NICs (e2e/support/identity.ts) never collide. */
  dateOfBirth: string;
}
