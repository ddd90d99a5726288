import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { sriLankaBanks } from 'contract/banks';
import { BankCombobox } from '../modal/BankCombobox';
import { Modal } from 'shared/dialog';

const onClose = jest.fn();
const onSubmit = jest.fn();

/** The picker as the bank step has it: in the dialog, in a form, with a field after it. */
function BankForm() {
  const [bankName, setBankName] = useState('');
  return (
    <Modal title="Bank Details" onClose={onClose}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(bankName);
        }}
      >
        <BankCombobox value={bankName} onChange={setBankName} />
        <input aria-label="Branch" />
        <button type="submit">Submit</button>
      </form>
    </Modal>
  );
}

function setup() {
  const user = userEvent.setup();
  render(<BankForm />);
  return { user, field: screen.getByRole('combobox', { name: 'Bank' }) };
}

const optionNames = () => screen.queryAllByRole('option').map((option) => option.textContent);

beforeEach(() => {
  onClose.mockClear();
  onSubmit.mockClear();
});

describe('BankCombobox', () => {
  it('is a labelled combobox named bankName that opens a listbox of all 53 banks', async () => {
    const { user, field } = setup();
    expect(field).toHaveAttribute('name', 'bankName');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(field).toHaveAttribute('aria-autocomplete', 'list');
    await user.keyboard('{ArrowDown}');
    expect(field).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox', { name: 'Banks' });
    expect(field).toHaveAttribute('aria-controls', listbox.id);
    expect(within(listbox).getAllByRole('option')).toHaveLength(53);
    expect(optionNames()).toEqual(sriLankaBanks.map((bank) => bank.name));
    const highlighted = screen.getByRole('option', { name: 'Amana Bank' });
    expect(highlighted).toHaveAttribute('aria-selected', 'true');
    expect(field).toHaveAttribute('aria-activedescendant', highlighted.id);
  });

  it('matches any part of the name, in any case, surrounding spaces ignored', async () => {
    const { user, field } = setup();
    await user.type(field, 'sampath');
    expect(optionNames()).toEqual(['Sampath Bank']);
    await user.clear(field);
    await user.type(field, 'BANK');
    const withBank = sriLankaBanks.filter((bank) => /bank/i.test(bank.name));
    expect(withBank.length).toBeGreaterThan(20);
    expect(optionNames()).toEqual(withBank.map((bank) => bank.name));
    await user.clear(field);
    await user.type(field, '  ceylon  ');
    expect(optionNames()).toEqual(['Bank of Ceylon', 'Commercial Bank of Ceylon']);
  });

  it('chooses with the arrow keys and Enter, without submitting the form', async () => {
    const { user, field } = setup();
    await user.type(field, 'ceylon');
    expect(field).toHaveAttribute('aria-activedescendant', '');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Commercial Bank of Ceylon' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(field).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Bank of Ceylon' }).id);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(field).toHaveValue('Commercial Bank of Ceylon');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('highlights the one bank left, so Enter takes it', async () => {
    const { user, field } = setup();
    await user.type(field, 'sampath');
    expect(field).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Sampath Bank' }).id);
    await user.keyboard('{Enter}');
    expect(field).toHaveValue('Sampath Bank');
  });

  it("settles a name typed in another case, with spaces around it, on the bank's own name with Enter, then submits it", async () => {
    const { user, field } = setup();
    await user.type(field, '  sampath bank ');
    expect(field).toHaveValue('  sampath bank ');
    await user.keyboard('{Enter}');
    expect(field).toHaveValue('Sampath Bank');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('Sampath Bank');
  });

  it("submits the bank's own name when Enter submits from the closed list", async () => {
    const { user, field } = setup();
    await user.type(field, '  sampath bank ');
    await user.keyboard('{Escape}{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('Sampath Bank');
    expect(field).toHaveValue('Sampath Bank');
  });

  it("settles such a name on the bank's own name when the field is left", async () => {
    const { user, field } = setup();
    await user.type(field, '  sampath bank ');
    await user.tab();
    expect(field).toHaveValue('Sampath Bank');
    expect(screen.getByLabelText('Branch')).toHaveFocus();
  });

  it('keeps text that names no bank when the field is left, for the form to refuse', async () => {
    const { user, field } = setup();
    await user.type(field, 'sampath');
    await user.tab();
    expect(field).toHaveValue('sampath');
  });

  it('selects with a click', async () => {
    const { user, field } = setup();
    await user.click(field);
    await user.click(screen.getByRole('option', { name: "People's Bank" }));
    expect(field).toHaveValue("People's Bank");
    expect(field).toHaveFocus();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it("closes the list with Escape, keeping the text and the dialog; a second Escape is the dialog's", async () => {
    const { user, field } = setup();
    await user.type(field, 'bank');
    expect(screen.getAllByRole('option').length).toBeGreaterThan(0);
    await user.keyboard('{Escape}');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(field).toHaveValue('bank');
    expect(onClose).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(field).toHaveValue('bank');
  });

  it('says when no bank matches, with nothing to choose', async () => {
    const { user, field } = setup();
    await user.type(field, ' xyz ');
    expect(screen.getByText('No bank matches “xyz”.', { selector: 'p' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('No bank matches “xyz”.');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(field).toHaveValue(' xyz ');
    expect(screen.queryByText('No bank matches “xyz”.')).not.toBeInTheDocument();
  });
});
