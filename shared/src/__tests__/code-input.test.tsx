import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { CodeInput } from '../code-entry/CodeInput';

function Harness({ onComplete }: { onComplete?: (code: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <CodeInput value={value} onChange={setValue} onComplete={onComplete} />
      <output data-testid="value">{value}</output>
    </>
  );
}

const box = (n: number) => screen.getByLabelText(`Digit ${n}`);

describe('CodeInput', () => {
  it('has four labelled boxes, the first offering one-time-code autofill', () => {
    render(<Harness />);
    expect(screen.getAllByRole('textbox')).toHaveLength(4);
    expect(box(1)).toHaveAttribute('autocomplete', 'one-time-code');
    expect(box(2)).toHaveAttribute('autocomplete', 'off');
    expect(box(1)).toHaveAttribute('inputmode', 'numeric');
    expect(box(1)).toHaveFocus();
  });

  it('takes one digit per box and moves focus forward, completing on the fourth', async () => {
    const onComplete = jest.fn();
    const user = userEvent.setup();
    render(<Harness onComplete={onComplete} />);
    await user.click(box(1));
    await user.keyboard('1');
    expect(box(2)).toHaveFocus();
    await user.keyboard('x2');
    expect(box(2)).toHaveValue('2');
    await user.keyboard('34');
    expect(screen.getByTestId('value')).toHaveTextContent('1234');
    expect(onComplete).toHaveBeenCalledWith('1234');
  });

  it('moves back and clears the previous box on Backspace in an empty box', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard('12');
    expect(box(3)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(box(2)).toHaveFocus();
    expect(box(2)).toHaveValue('');
    expect(screen.getByTestId('value')).toHaveTextContent(/^1$/);
  });

  it('fills every box from a pasted code, ignoring what is not a digit', () => {
    const onComplete = jest.fn();
    render(<Harness onComplete={onComplete} />);
    fireEvent.paste(box(1), { clipboardData: { getData: () => ' 98-76 ' } });
    expect([1, 2, 3, 4].map((n) => (box(n) as HTMLInputElement).value)).toEqual(['9', '8', '7', '6']);
    expect(onComplete).toHaveBeenCalledWith('9876');
    expect(box(4)).toHaveFocus();
  });
});
