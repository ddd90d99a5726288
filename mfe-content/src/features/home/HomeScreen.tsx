import { lazy, Suspense } from 'react';
import { useSession } from 'shared';
import { Landing } from './components/Landing';

// The dashboard reads the profile through shared/queries, which brings swr: a visitor's landing never loads it.
const Dashboard = lazy(() => import('./components/Dashboard').then(({ Dashboard }) => ({ default: Dashboard })));

/** Home (/): the personalised dashboard for a signed-in player, the landing for visitors. */
export default function HomeScreen() {
  const { claims } = useSession();
  return claims ? (
    <Suspense fallback={null}>
      <Dashboard />
    </Suspense>
  ) : (
    <Landing />
  );
}
