import { Route, Routes } from 'react-router-dom';

/** /operator/*: the payout team's back office. */
export default function OperatorArea() {
  return (
    <Routes>
      <Route index element={<h1>Withdrawal requests</h1>} />
    </Routes>
  );
}
