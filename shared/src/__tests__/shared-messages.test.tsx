/**
 * Shared's texts in the page's language (ADR 034): what shared's components are handed (a
 * schema's error, a server's refusal, a status) is shown in Sinhala or Tamil by its English words,
 * messages with a value take it in the locale's own way, and any other text passes unchanged.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { FormMessages, LoadedData, PasswordField, setLanguage, TextField, useSharedMessages, type Language } from '../index';
import * as messages from 'contract/messages';
import { ResendCodeButton } from '../code-entry/ResendCodeButton';
import { gameMessages } from 'contract/games';
import { identityMessages } from 'contract/identity-messages';
import si from '../locales/si.json';
import ta from '../locales/ta.json';

afterEach(() => act(() => setLanguage('en')));

/** The compiled catalogue's text of a message with no values. */
const plain = (catalogue: unknown, id: string) => ((catalogue as Record<string, string[]>)[id] ?? [])[0];

const words: Record<Exclude<Language, 'en'>, unknown> = { si, ta };

async function show(language: Language, element: React.ReactNode) {
  act(() => setLanguage(language));
  await act(async () => void render(<Suspense fallback="waiting">{element}</Suspense>));
}

describe.each(['si', 'ta'] as const)('in %s', (language) => {
  it("shows a form's error and status, a field's error and a load failure in the language", async () => {
    await show(
      language,
      <>
        <FormMessages error={messages.registration.invalidEmail} status={messages.registration.progress} />
        <TextField name="email" label="Email" error={messages.signIn.invalidCredentials} />
        <LoadedData loading={false} failure={messages.withdrawalGate.balanceUnavailable} onRetry={() => undefined}>
          {null}
        </LoadedData>
      </>,
    );
    // Three groups hold this text; it is translated once, under its first place by group name.
    expect(screen.getAllByRole('alert')[0]).toHaveTextContent(plain(words[language], 'forgotPassword.invalidEmail')!);
    expect(screen.getByRole('status')).toHaveTextContent(plain(words[language], 'registration.progress')!);
    expect(screen.getByText(plain(words[language], 'signIn.invalidCredentials')!)).toBeInTheDocument();
    expect(screen.getByText(plain(words[language], 'withdrawalGate.balanceUnavailable')!)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: plain(words[language], 'ui.retry') })).toBeInTheDocument();
    expect(screen.queryByText(messages.registration.invalidEmail)).toBeNull();
  });

  it('counts the resend down with its number in the message', async () => {
    await show(language, <ResendCodeButton remaining={42} onResend={() => undefined} />);
    const button = screen.getByRole('button');
    expect(button).toHaveTextContent('42');
    expect(button).not.toHaveTextContent(messages.otp.resendIn(42));
  });
});

function Localized({ text }: { text: string }) {
  const localize = useSharedMessages();
  return (
    <>
      <p>{localize(text)}</p>
      <p data-testid="won">{localize(gameMessages.won, 1234567)}</p>
      <p data-testid="won-nothing">{localize(gameMessages.won, 0)}</p>
      <p data-testid="reason">{localize(identityMessages.rejectionReason, 'Blurred photo')}</p>
    </>
  );
}

it('leaves English exactly as written, and a text it does not know as it is', async () => {
  await show('en', <Localized text="Not one of shared's texts" />);
  expect(screen.getByText("Not one of shared's texts")).toBeInTheDocument();
  expect(screen.getByTestId('won')).toHaveTextContent(gameMessages.won(1234567));
  expect(screen.getByTestId('won-nothing')).toHaveTextContent('You won!');
  expect(screen.getByTestId('reason')).toHaveTextContent('Reason: Blurred photo');
});

it("puts a message's value in Sri Lanka's grouping (thousands, never lakhs) and the language's plural", async () => {
  await show('ta', <Localized text={messages.contact.sent} />);
  expect(screen.getByText(plain(ta, 'contact.sent')!)).toBeInTheDocument();
  expect(screen.getByTestId('won')).toHaveTextContent('1,234,567');
  expect(screen.getByTestId('won-nothing')).not.toHaveTextContent('12');
  expect(screen.getByTestId('won-nothing').textContent).not.toBe(screen.getByTestId('won').textContent);
  expect(screen.getByTestId('reason')).toHaveTextContent('Blurred photo');
  expect(screen.getByTestId('reason')).not.toHaveTextContent('Reason:');
});

it("switches shared's words with the page, without remounting the form", async () => {
  const user = userEvent.setup();
  await show('en', <PasswordField name="password" label="Password" error={messages.registration.passwordTooShort} />);
  const input = screen.getByLabelText('Password');
  await user.type(input, 'kept');
  expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
  await act(async () => setLanguage('si'));
  expect(await screen.findByText(plain(si, 'registration.passwordTooShort')!)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /password/i })).not.toHaveTextContent('Show');
  expect(screen.getByLabelText('Password')).toHaveValue('kept');
});

it("translates a message with a value from a remote's own copy of the module that wrote it", async () => {
  // A remote bundles contract/games itself: its gameMessages.won is another function, the same message.
  const ownCopy = jest.requireActual<typeof import('contract/games')>('contract/games');
  let copy!: typeof ownCopy;
  jest.isolateModules(() => {
    copy = jest.requireActual<typeof import('contract/games')>('contract/games');
  });
  expect(copy.gameMessages.won).not.toBe(ownCopy.gameMessages.won);
  function Won() {
    const localize = useSharedMessages();
    return <p data-testid="copy">{localize(copy.gameMessages.won, 1234567)}</p>;
  }
  await show('ta', <Won />);
  expect(screen.getByTestId('copy')).toHaveTextContent('1,234,567');
  expect(screen.getByTestId('copy')).not.toHaveTextContent('You won');
});

it("shows the API's field rules a form is refused with in the language, a name's rule with its field", async () => {
  await show(
    'si',
    <>
      <TextField name="mobile" label="Mobile" error={messages.fieldRules.mobile} />
      <TextField name="firstName" label="First name" error={messages.fieldRules.personName('firstName')} />
    </>,
  );
  expect(screen.getByText(plain(si, 'fieldRules.mobile')!)).toBeInTheDocument();
  expect(screen.queryByText(messages.fieldRules.mobile)).toBeNull();
  // A rule handed over as its English words (as a schema's error is) still finds its translation.
  expect(screen.queryByText(messages.fieldRules.personName('firstName'))).toBeNull();
  expect(screen.getByText(/^firstName අකුරකින් ආරම්භ විය යුතු/)).toBeInTheDocument();
});
