import type { RegisterField, RegisterFormValues } from './api/register-player';

type KeptField = Exclude<RegisterField, 'password' | 'confirmPassword'>;

/**
 * What the player typed at their last registration in this tab, but the passwords, for the form to
 * show again when they come back from the code screen to correct the address. In memory only: a
 * reload forgets it (the address is still in the session), and nothing personal is stored.
 */
let kept: Record<KeptField, string> | null = null;

export function keepDetails({ password: _password, confirmPassword: _confirm, ...details }: RegisterFormValues): void {
  kept = details;
}

export const keptDetails = () => kept;
