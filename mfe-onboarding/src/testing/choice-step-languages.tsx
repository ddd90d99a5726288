/**
 * The avatar and favourites steps in the players' languages (ADR 034): both load a list, offer it
 * under a legend and a Retry when it fails, each in English, Sinhala and Tamil, and switch while
 * shown without being mounted again. The tests both run are here once; each step's file adds its own.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { setLanguage, type Language } from 'shared';
import * as messages from 'contract/messages';
import {
  alertText,
  expectInLanguage,
  neverAnswered,
  renderInLanguage,
  statusText,
  type StubAnswer,
  stubHttp,
  testConfig,
} from 'shared/testing';
import { signInBeforeEach } from './choice-step';

export interface ChoiceStepWords {
  heading: string;
  intro: string;
  legend: string;
  submit: string;
  retry: string;
}

type ListAnswer = () => StubAnswer | Promise<StubAnswer>;

export function choiceStepInLanguages<Words extends ChoiceStepWords>(step: {
  screen: ReactElement;
  /** What the list holds, as the test names say it ('avatars'), its request and its answer. */
  items: string;
  list: { request: string; answer: StubAnswer };
  /** The English status while the list loads. */
  loading: string;
  words: Record<Language, Words>;
  /** What the loaded list shows in a language, besides its legend. */
  offered: (language: Language) => void;
  /** A choice made in English, then the two languages switched to, and its name in the last. */
  kept: { what: string; role: 'radio' | 'checkbox'; name: string; switches: [Language, Language]; nameThen: string };
}) {
  const show = (language: Language, list: ListAnswer = () => step.list.answer) => {
    stubHttp(testConfig.apiBaseUrl, { [step.list.request]: list });
    return renderInLanguage(language, step.screen);
  };

  signInBeforeEach();
  afterEach(() => act(() => setLanguage('en')));

  describe.each(Object.keys(step.words) as Language[])('in %s', (language) => {
    const expected = step.words[language];

    it(`says it is loading the ${step.items}, in that language`, async () => {
      await show(language, neverAnswered);
      expect(await screen.findByRole('heading', { name: expected.heading })).toBeInTheDocument();
      expect(screen.getByText(expected.intro)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: expected.submit })).toBeDisabled();
      expectInLanguage(statusText(), language, step.loading);
    });

    it(`offers the ${step.items} under a legend in that language`, async () => {
      await show(language);
      expect(await screen.findByRole('group', { name: expected.legend })).toBeInTheDocument();
      step.offered(language);
    });

    it('offers a Retry when the list fails, the failure said in that language', async () => {
      // The failed read is logged; this test is about what the player reads.
      const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      await show(language, () => 'network');
      expect(await screen.findByRole('button', { name: expected.retry })).toBeInTheDocument();
      await waitFor(() => expect(alertText()).toBeTruthy());
      expectInLanguage(alertText(), language, messages.onboarding.somethingWrong);
      log.mockRestore();
    });
  });

  it(`changes its words when the language changes, keeping the ${step.kept.what} (not mounted again)`, async () => {
    const { role, name, switches, nameThen } = step.kept;
    await show('en');
    const choice = await screen.findByRole(role, { name });
    await userEvent.setup().click(choice);

    await act(async () => setLanguage(switches[0]));
    expect(await screen.findByRole('heading', { name: step.words[switches[0]].heading })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: step.words[switches[0]].submit })).toBeEnabled();

    await act(async () => setLanguage(switches[1]));
    expect(await screen.findByRole('heading', { name: step.words[switches[1]].heading })).toBeInTheDocument();
    expect(screen.getByRole(role, { name: nameThen })).toBe(choice);
    expect(choice).toBeChecked();
  });

  return show;
}
