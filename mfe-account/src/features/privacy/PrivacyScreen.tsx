import { ClosePanel } from './ClosePanel';

/** /account/privacy: one panel per right the player exercises here (issue 38). */
export default function PrivacyScreen() {
  return <ClosePanel />;
}
