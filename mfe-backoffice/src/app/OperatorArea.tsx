import { Route, Routes } from 'react-router-dom';
import styled from 'styled-components';
import { tokens } from 'shared';
import IdentityQueueScreen from '../features/identity/IdentityQueueScreen';
import IdentityReviewScreen from '../features/identity/IdentityReviewScreen';
import PrivacyQueueScreen from '../features/privacy-requests/PrivacyQueueScreen';
import PrivacyRequestScreen from '../features/privacy-requests/PrivacyRequestScreen';
import QueueScreen from '../features/queue/QueueScreen';
import RequestScreen from '../features/request/RequestScreen';
import SuspiciousPlayScreen from '../features/suspicious-play/SuspiciousPlayScreen';
import { BackOfficeHeader } from './BackOfficeHeader';

// Wide enough for the queue's seven columns at 1280 px; narrower screens scroll the tables, not the page.
const Main = styled.main`
  max-width: 1280px;
  margin: 0 auto;
  padding: ${tokens.space.lg} ${tokens.space.md};
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.lg};
  h1 {
    margin: 0;
    font-size: ${tokens.font.size.xl};
  }
  @media (min-width: ${tokens.breakpoint.tablet}) {
    padding: ${tokens.space.xl} ${tokens.space.lg};
  }
`;

/** /operator/*: the payout team's back office, withdrawals, identity reviews, suspicious play in the games and privacy requests (the shell lets in payout operators only). */
export default function OperatorArea() {
  return (
    <>
      <BackOfficeHeader />
      <Main>
        <Routes>
          <Route index element={<QueueScreen />} />
          <Route path="requests/:code" element={<RequestScreen />} />
          <Route path="identities" element={<IdentityQueueScreen />} />
          <Route path="identities/:id" element={<IdentityReviewScreen />} />
          <Route path="suspicious-play" element={<SuspiciousPlayScreen />} />
          <Route path="privacy-requests" element={<PrivacyQueueScreen />} />
          <Route path="privacy-requests/:id" element={<PrivacyRequestScreen />} />
        </Routes>
      </Main>
    </>
  );
}
