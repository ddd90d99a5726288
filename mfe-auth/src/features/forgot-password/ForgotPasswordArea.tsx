import { Route, Routes } from 'react-router-dom';
import { PlaceholderScreen } from 'shared';
import ForgotPasswordCodeScreen from './ForgotPasswordCodeScreen';
import ResetPasswordScreen from './ResetPasswordScreen';

/** The nested /forgot-password area: default screen, /otp and /reset-pw (spec §2). */
export default function ForgotPasswordArea() {
  return (
    <Routes>
      <Route index element={<PlaceholderScreen title="Forgot Password ?" owner="auth" />} />
      <Route path="otp" element={<ForgotPasswordCodeScreen />} />
      <Route path="reset-pw" element={<ResetPasswordScreen />} />
      <Route path="*" element={<PlaceholderScreen title="Forgot Password ?" owner="auth" />} />
    </Routes>
  );
}
