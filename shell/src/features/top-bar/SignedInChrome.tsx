import { lazy, Suspense, type ReactNode } from 'react';
import { NoticeSlot, useSession } from 'shared';
import { LanguageBar } from './LanguageBar';
import { TopBarFrame } from './TopBarFrame';

// The bar reads the profile through shared/queries, which brings swr: only a signed-in page loads it.
const TopBar = lazy(() => import('./TopBar').then(({ TopBar }) => ({ default: TopBar })));
// A closing account's notice (ADR 059) reads through shared/queries too: loaded for a signed-in page only.
const ClosingNotice = lazy(() => import('./ClosingNotice'));

/**
 * Adds the top bar above a page when a player is signed in (the page itself never waits for the
 * bar), else the 'Language' control alone; notices show under it on a phone.
 */
export function SignedInChrome({ children }: { children: ReactNode }) {
  const { accessToken } = useSession();
  return (
    <>
      {accessToken ? (
        <>
          <Suspense fallback={<TopBarFrame aria-hidden="true" />}>
            <TopBar />
          </Suspense>
          <ClosingNoticeSlot />
        </>
      ) : (
        <LanguageBar />
      )}
      {/* On a phone, notices show here, under the bar, in the page's flow. */}
      <NoticeSlot />
      {children}
    </>
  );
}

/** A closing account's notice on any page of a signed-in player, with or without the bar (onboarding's). */
export function ClosingNoticeSlot() {
  const { accessToken } = useSession();
  return accessToken ? (
    <Suspense fallback={null}>
      <ClosingNotice />
    </Suspense>
  ) : null;
}
