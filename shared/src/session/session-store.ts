/** The tab's session storage, or null where there is none (a server render) or it is disabled (privacy modes). */
export function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}
