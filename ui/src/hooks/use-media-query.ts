import { useEffect, useState } from 'react';

/**
 * Whether a CSS media query matches now, kept up to date as it changes. `withoutBrowser` is the
 * answer of a render with no browser (the build's pre-rendered screens, ADR 035).
 */
export function useMediaQuery(query: string, withoutBrowser = false): boolean {
  const [matches, setMatches] = useState(() =>
    typeof window === 'undefined' ? withoutBrowser : window.matchMedia?.(query).matches === true,
  );
  useEffect(() => {
    const media = window.matchMedia?.(query);
    if (!media) return;
    const update = () => setMatches(media.matches);
    update();
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, [query]);
  return matches;
}

/**
 * A pre-rendered screen is painted without motion (no video to fetch before the first paint); the
 * live screen adds it when the player's settings allow.
 */
export const usePrefersReducedMotion = () => useMediaQuery('(prefers-reduced-motion: reduce)', true);
