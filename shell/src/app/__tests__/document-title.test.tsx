import { act, render, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { documentTitleFor, useDocumentTitleFromHeading } from '../document-title';

describe('documentTitleFor', () => {
  it.each([
    ['Sign in', 'Sign in · PlayPrize'],
    ['  Reset your\n password ', 'Reset your password · PlayPrize'],
    ['PlayPrize is coming to Sri Lanka', 'PlayPrize is coming to Sri Lanka'],
    ['', 'PlayPrize'],
    [undefined, 'PlayPrize'],
  ])('titles the heading %j as %j', (heading, title) => {
    expect(documentTitleFor(heading)).toBe(title);
  });
});

describe('useDocumentTitleFromHeading', () => {
  beforeEach(() => jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => (callback(0), 0)));
  afterEach(() => jest.restoreAllMocks());

  function Page() {
    useDocumentTitleFromHeading();
    const [step, setStep] = useState(1);
    return (
      <>
        <h1>{step === 1 ? 'Register Account' : 'Verify your email'}</h1>
        <button onClick={() => setStep(2)}>next</button>
      </>
    );
  }

  it("follows the page's heading as the screen changes", async () => {
    const { getByRole } = render(<Page />);
    expect(document.title).toBe('Register Account · PlayPrize');
    act(() => getByRole('button').click());
    await waitFor(() => expect(document.title).toBe('Verify your email · PlayPrize'));
  });
});
