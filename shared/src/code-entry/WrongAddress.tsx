import { Link } from 'react-router-dom';
import { Muted, useSharedMessages } from 'shared';
import * as messages from 'contract/messages';

/**
 * Under a code screen: 'Wrong address? Start again', back to the form that took the address the
 * code went to. `state` goes with the move (registration keeps what was typed, but the passwords).
 */
export function WrongAddress({ to, state }: { to: string; state?: unknown }) {
  const localize = useSharedMessages();
  return (
    <Muted>
      {localize(messages.otp.wrongAddress)}{' '}
      <Link to={to} state={state}>
        {localize(messages.otp.startAgain)}
      </Link>
    </Muted>
  );
}
