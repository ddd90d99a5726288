import { Navigate, Route, Routes } from 'react-router-dom';
import { paths } from 'shared';
import SetAvatarScreen from '../features/avatar/SetAvatarScreen';
import SelectFavouritesScreen from '../features/favourites/SelectFavouritesScreen';
import RegisterScreen from '../features/register/RegisterScreen';
import VerifyEmailScreen from '../features/verify-email/VerifyEmailScreen';

/** The /get-started/ onboarding area: register, e-mail code, avatar, favourites (spec §2). */
export default function GetStartedArea() {
  return (
    <Routes>
      <Route index element={<RegisterScreen />} />
      <Route path="otp" element={<VerifyEmailScreen />} />
      <Route path="setavatar" element={<SetAvatarScreen />} />
      <Route path="selectfav" element={<SelectFavouritesScreen />} />
      <Route path="*" element={<Navigate to={paths.getStarted.root} replace />} />
    </Routes>
  );
}
