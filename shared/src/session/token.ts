import { jwtDecode } from 'jwt-decode';
import type { RealmRole } from 'contract/roles';

/** The identity token claims the product reads (spec §3: sub, given_name, family_name). */
export interface AccessTokenClaims {
  sub: string;
  given_name?: string;
  family_name?: string;
  email?: string;
  email_verified?: boolean;
  exp?: number;
  /** Keycloak's place for realm roles; players have none the product reads. */
  realm_access?: { roles?: unknown };
}

/** Decodes without verifying (the API verifies); null when the token is not a readable JWT with a subject. */
export function decodeAccessToken(token: string | null | undefined): AccessTokenClaims | null {
  if (!token) return null;
  try {
    const claims = jwtDecode<Partial<AccessTokenClaims>>(token);
    return typeof claims.sub === 'string' && claims.sub ? (claims as AccessTokenClaims) : null;
  } catch {
    return null;
  }
}

/** Whether the token's claims carry `role` (readable without verifying; the API decides what it allows). */
export function hasRealmRole(claims: AccessTokenClaims | null, role: RealmRole): boolean {
  const roles = claims?.realm_access?.roles;
  return Array.isArray(roles) && roles.includes(role);
}
