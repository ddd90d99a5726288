import { Navigate, Route, Routes } from 'react-router-dom';
import { paths } from 'shared';
import ForgotPasswordCodeScreen from './ForgotPasswordCodeScreen';
import RequestCodeScreen from './RequestCodeScreen';
import ResetPasswordScreen from './ResetPasswordScreen';

/** The nested /forgot-password area: default screen, /otp and /reset-pw (spec §2). */
export default function ForgotPasswordArea() {
  return (
    <Routes>
      <Route index element={<RequestCodeScreen />} />
      <Route path="otp" element={<ForgotPasswordCodeScreen />} />
      <Route path="reset-pw" element={<ResetPasswordScreen />} />
      <Route path="*" element={<Navigate to={paths.forgotPassword.root} replace />} />
    </Routes>
  );
}
