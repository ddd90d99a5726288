/**
 * The masked address of spec §9: five asterisks, the last two characters of the local part,
 * then the domain ("nimal.perera@example.com" -> "*****ra@example.com").
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return `*****${email.slice(-2)}`;
  return `*****${email.slice(0, at).slice(-2)}${email.slice(at)}`;
}
