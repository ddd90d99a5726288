import { Route, Routes } from 'react-router-dom';
import { PlaceholderScreen } from 'shared';
import RegisterScreen from './RegisterScreen';
import SetAvatarScreen from './SetAvatarScreen';

/** The /get-started/ onboarding area: register, e-mail code, avatar, favourites (spec §2). */
export default function GetStartedArea() {
  return (
    <Routes>
      <Route index element={<RegisterScreen />} />
      <Route path="otp" element={<PlaceholderScreen title="Verify your email" owner="onboarding" />} />
      <Route path="setavatar" element={<SetAvatarScreen />} />
      <Route path="selectfav" element={<PlaceholderScreen title="Select your favourites" owner="onboarding" />} />
      <Route path="*" element={<RegisterScreen />} />
    </Routes>
  );
}
