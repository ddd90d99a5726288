import { Navigate } from 'react-router-dom';
import { paths } from 'shared';
import { useProfile } from './get-profile';

/**
 * Rendered by the sign-in and sign-up screens for a signed-in player (lazily, so a visitor's page
 * never loads the data layer): one who has finished onboarding has nothing to do there and goes home.
 */
export function SendOnboardedPlayerHome() {
  const { profile } = useProfile();
  const onboarded = profile !== undefined && profile.avatarImage !== null && profile.gameCategories.length > 0;
  return onboarded ? <Navigate to={paths.home} replace /> : null;
}
