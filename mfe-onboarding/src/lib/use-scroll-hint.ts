import { useEffect, useState } from 'react';

const SCROLL_HINT_THRESHOLD_PX = 50;
const SCROLL_HINT_DURATION_MS = 3000;

/** True for 3 s after the page is scrolled more than 50 px (spec §2, §9). */
export function useScrollHint(): boolean {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      if (window.scrollY <= SCROLL_HINT_THRESHOLD_PX) return;
      setVisible(true);
      clearTimeout(timer);
      timer = setTimeout(() => setVisible(false), SCROLL_HINT_DURATION_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      clearTimeout(timer);
    };
  }, []);
  return visible;
}
