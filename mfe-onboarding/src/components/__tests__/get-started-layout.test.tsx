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

  it("keeps the scroll hint out of sight while it would lie over a control, such as the form's Register at the bottom of a phone's screen", () => {
    jest.useFakeTimers();
    const rect = (top: number, left: number, width: number, height: number) =>
      ({ top, left, width, height, right: left + width, bottom: top + height, x: left, y: top, toJSON: () => ({}) }) as DOMRect;
    const bounds = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      // A 390 × 844 phone: Register spans the form's width at the bottom, the hint floats 16 px from the corner.
      if (this.getAttribute('aria-label') === 'Back to top') return rect(780, 326, 48, 48);
      if (this.textContent === 'Register') return rect(770, 16, 358, 48);
      return rect(0, 0, 0, 0);
    });
    try {
      render(
        <GetStartedLayout step={0}>
          <button type="submit">Register</button>
        </GetStartedLayout>,
      );
      Object.defineProperty(window, 'scrollY', { value: 400, configurable: true });
      fireEvent.scroll(window);
      const hint = document.querySelector('[aria-label="Back to top"]');
      expect(hint).toBeInTheDocument();
      expect(hint).not.toBeVisible();
      expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
      // Scrolled on, Register moves up past it: the hint shows.
      bounds.mockImplementation(function (this: HTMLElement) {
        if (this.getAttribute('aria-label') === 'Back to top') return rect(780, 326, 48, 48);
        if (this.textContent === 'Register') return rect(600, 16, 358, 48);
        return rect(0, 0, 0, 0);
      });
      fireEvent.scroll(window);
      expect(screen.getByRole('button', { name: 'Back to top' })).toBeVisible();
    } finally {
      bounds.mockRestore();
      jest.useRealTimers();
    }
  });
});
