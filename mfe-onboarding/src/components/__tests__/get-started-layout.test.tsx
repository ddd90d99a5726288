import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { GetStartedLayout } from '../GetStartedLayout';

function renderAt(step: 0 | 1 | 2) {
  return render(
    <GetStartedLayout step={step}>
      <p>form</p>
    </GetStartedLayout>,
  );
}

describe('onboarding side panel', () => {
  it('is titled and lists the three steps', () => {
    renderAt(0);
    expect(screen.getByText('Get Started with Us')).toBeInTheDocument();
    const steps = within(screen.getByRole('list', { name: 'Sign-up steps' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      '1Sign up your account',
      '2Set up your avatar and dive in',
      '3Choose favourites and get started',
    ]);
  });

  it('checks finished steps, marks the current one and leaves later ones plain', () => {
    renderAt(2);
    const steps = within(screen.getByRole('list', { name: 'Sign-up steps' })).getAllByRole('listitem');
    expect(steps[0]).toHaveTextContent('✓Sign up your account (done)');
    expect(steps[1]).toHaveTextContent('✓Set up your avatar and dive in (done)');
    expect(steps[2]).toHaveAttribute('aria-current', 'step');
    expect(steps[0]).not.toHaveAttribute('aria-current');
  });

  it('shows the scroll hint after more than 50 px of scrolling and hides it after 3 s', () => {
    jest.useFakeTimers();
    try {
      renderAt(0);
      const scrollTo = (y: number) => {
        Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
        fireEvent.scroll(window);
      };
      scrollTo(50);
      expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
      scrollTo(51);
      expect(screen.getByRole('button', { name: 'Back to top' })).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(2999));
      expect(screen.getByRole('button', { name: 'Back to top' })).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
