/** What the avatar and favourites steps' tests share: the signed-in player, and choosing then pressing. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { fakeJwt, renderScreen } from 'shared/testing';

/** The player both steps read from the token: the update sends these names and this uuid. */
export const playerToken = fakeJwt({ sub: 'player-uuid', given_name: 'Kamala', family_name: 'Silva' });

export function signInBeforeEach() {
  beforeEach(() => {
    sessionStorage.clear();
    sessionStorage.setItem('access_token', playerToken);
  });
}

/**
 * Shows a step at its own route, clicks each named choice (twice toggles it off), then presses its
 * button: `presses` times in a row, all landing before the first one's busy button has rendered.
 */
export async function chooseAndPress(
  step: { screen: ReactElement; route: string; role: 'radio' | 'checkbox'; button: string },
  choices: string[],
  presses = 1,
) {
  const user = userEvent.setup();
  renderScreen(step.screen, { route: step.route, path: step.route });
  for (const name of choices) await user.click(await screen.findByRole(step.role, { name }));
  const button = screen.getByRole('button', { name: step.button });
  if (presses === 1) await user.click(button);
  else for (let press = 0; press < presses; press += 1) button.click();
  return button;
}
