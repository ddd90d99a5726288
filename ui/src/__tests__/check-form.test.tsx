import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { formProblem, useFormSubmit, useLiveFormProblem } from '../forms/check-form';
import { ForgotPasswordForm } from 'contract/schemas';

const required = '*Please fill out the details';

describe('formProblem', () => {
  it("gives the schema's first problem in the spec's words, or null", async () => {
    const load = jest.fn(async () => ForgotPasswordForm);
    await expect(formProblem(load, { email: '' }, 'offline')).resolves.toBe(required);
    await expect(formProblem(load, { email: 'nimal@example.com' }, 'offline')).resolves.toBeNull();
  });

  it("answers the form's network message when the schema cannot be downloaded, and downloads it again on the next check", async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('Loading chunk 42 failed.')).mockResolvedValue(ForgotPasswordForm);
    await expect(formProblem(load, { email: 'nimal@example.com' }, 'Failed to send email. Please try again.')).resolves.toBe(
      'Failed to send email. Please try again.',
    );
    await expect(formProblem(load, { email: '' }, 'Failed to send email. Please try again.')).resolves.toBe(required);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('useLiveFormProblem', () => {
  function LiveEmail({ load }: { load: () => Promise<typeof ForgotPasswordForm> }) {
    const [email, setEmail] = useState('');
    const [touched, setTouched] = useState(false);
    const problem = useLiveFormProblem(load, { email }, touched);
    return (
      <>
        <input
          aria-label="Email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setTouched(true);
          }}
        />
        <output data-testid="problem">{problem}</output>
      </>
    );
  }

  it('loads the schema with the first input, not with the screen, then checks as the player types', async () => {
    const load = jest.fn(async () => ForgotPasswordForm);
    const user = userEvent.setup();
    render(<LiveEmail load={load} />);
    expect(load).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Email'), 'nimal@');
    expect(screen.getByTestId('problem')).toHaveTextContent('Please enter a valid email address.');
    await user.clear(screen.getByLabelText('Email'));
    expect(screen.getByTestId('problem')).toHaveTextContent(required);
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('useFormSubmit', () => {
  it('ignores presses while the previous submit still runs', async () => {
    let finish = () => {};
    const submit = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    function Form() {
      return (
        <form {...useFormSubmit(submit)}>
          <button type="submit">Send</button>
        </form>
      );
    }
    render(<Form />);
    const send = screen.getByRole('button', { name: 'Send' });
    send.click();
    send.click();
    expect(submit).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    send.click();
    expect(submit).toHaveBeenCalledTimes(2);
  });

  it('starts downloading the schema when the player reaches the form, not with the screen', async () => {
    const load = jest.fn(async () => ForgotPasswordForm);
    function Form() {
      return (
        <form {...useFormSubmit(async () => undefined, load)}>
          <label>
            Email <input />
          </label>
        </form>
      );
    }
    render(<Form />);
    expect(load).not.toHaveBeenCalled();
    await userEvent.setup().click(screen.getByLabelText('Email'));
    expect(load).toHaveBeenCalledTimes(1);
  });
});
