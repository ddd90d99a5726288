/**
 * The archive's sections, in the order data.json and the progress list them (ADR 058). Adding a
 * kind of data is one line here: its reader and its key in contract's dataExportSections.
 */
import type { ExportSection } from '../section';
import { plainSection } from '../section';
import { readConsents } from '../../consents';
import { operatorPlayLimits } from '../../play-limits/status';
import { readBankDetails } from './bank-details';
import { readCoinLedger } from './coin-ledger';
import { readGameAttempts } from './game-attempts';
import { readIdentity } from './identity';
import { readMails } from './mails';
import { readPrivacyRequests } from './privacy-requests';
import { readProfile } from './profile';
import { readSignIns } from './sign-ins';
import { readWithdrawals } from './withdrawals';

export const exportSections: readonly ExportSection[] = [
  plainSection('profile', readProfile),
  plainSection('coinLedger', readCoinLedger),
  { key: 'withdrawals', read: readWithdrawals },
  { key: 'bankDetails', read: readBankDetails },
  { key: 'identity', read: readIdentity },
  plainSection('gameAttempts', readGameAttempts),
  plainSection('signIns', readSignIns),
  plainSection('mails', readMails),
  plainSection('privacyRequests', readPrivacyRequests),
  plainSection('consents', readConsents),
  plainSection('playLimits', operatorPlayLimits),
];
