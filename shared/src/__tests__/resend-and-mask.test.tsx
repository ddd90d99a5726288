import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResendCodeButton } from '../code-entry/ResendCodeButton';
import { maskEmail } from 'contract/email';
import { useCountdown } from '../code-entry/use-countdown';

function Countdown({ onResend }: { onResend: () => void }) {
  const { remaining, restart } = useCountdown(60);
  return (
    <ResendCodeButton
      remaining={remaining}
      onResend={() => {
        onResend();
        restart();
      }}
    />
  );
}

describe('resend countdown', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is disabled counting down from 60 s on load, then enabled, and restarts on each resend', async () => {
    const onResend = jest.fn();
    render(<Countdown onResend={onResend} />);
    expect(screen.getByRole('button', { name: 'Resend Code in 60s' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: 'Resend Code in 59s' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(59_000));
    const button = screen.getByRole('button', { name: 'Resend Code' });
    expect(button).toBeEnabled();
    await userEvent.setup({ advanceTimers: jest.advanceTimersByTime }).click(button);
    expect(onResend).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Resend Code in 60s' })).toBeDisabled();
  });
});

describe('maskEmail', () => {
  it.each([
    ['nimal.perera@example.com', '*****ra@example.com'],
    ['ab@example.lk', '*****ab@example.lk'],
    ['a@x.io', '*****a@x.io'],
  ])('%s -> %s', (email, masked) => expect(maskEmail(email)).toBe(masked));
});
