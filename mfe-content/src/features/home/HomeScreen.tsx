import { useSession } from 'shared';
import { Dashboard } from './components/Dashboard';
import { Landing } from './components/Landing';

/** Home (/): the personalised dashboard for a signed-in player, the coming-soon landing for visitors. */
export default function HomeScreen() {
  const { claims } = useSession();
  return claims ? <Dashboard /> : <Landing />;
}
