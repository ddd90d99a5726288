import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { paths } from 'shared';
import RegisterScreen from '../features/register/RegisterScreen';

// A first visit opens the register step: the later steps load when the player gets to them.
const VerifyEmailScreen = lazy(() => import('../features/verify-email/VerifyEmailScreen'));
const SetAvatarScreen = lazy(() => import('../features/avatar/SetAvatarScreen'));
const SelectFavouritesScreen = lazy(() => import('../features/favourites/SelectFavouritesScreen'));

/** The /get-started/ onboarding area: register, e-mail code, avatar, favourites (spec §2). */
export default function GetStartedArea() {
  return (
    <Suspense fallback={null}>
      <Routes>
        <Route index element={<RegisterScreen />} />
        <Route path="otp" element={<VerifyEmailScreen />} />
        <Route path="setavatar" element={<SetAvatarScreen />} />
        <Route path="selectfav" element={<SelectFavouritesScreen />} />
        <Route path="*" element={<Navigate to={paths.getStarted.root} replace />} />
      </Routes>
    </Suspense>
  );
}
