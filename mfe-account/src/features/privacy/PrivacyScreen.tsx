import { DataExportPanel } from './DataExportPanel';

/** /account/privacy: one panel per right the privacy policy promises (issue 38). */
export default function PrivacyScreen() {
  return <DataExportPanel />;
}
