import { useEffect } from 'react';
import { productName } from 'shared';

/** "Sign in · PlayPrize"; a heading that already names the product stands alone. */
export function documentTitleFor(heading: string | null | undefined): string {
  const text = heading?.replace(/\s+/g, ' ').trim();
  if (!text) return productName;
  return text.includes(productName) ? text : `${text} · ${productName}`;
}

/**
 * Keeps the tab's title on the page's main heading, whichever remote renders it and however the
 * player arrived (a direct open, an in-page move, a step inside a remote's area): every screen has
 * exactly one <h1>, so no screen needs to set a title of its own.
 */
export function useDocumentTitleFromHeading(root: HTMLElement = document.body): void {
  useEffect(() => {
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const title = documentTitleFor(root.querySelector('h1')?.textContent);
        if (document.title !== title) document.title = title;
      });
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(root, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [root]);
}
