import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import { useLayoutEffect, useRef, type RefObject } from 'react';
import styled from 'styled-components';
import { TextField, tokens, VisuallyHidden } from 'shared';
import { findBank, sriLankaBanks, type Bank } from 'contract/banks';
import { useMessages } from './i18n';

const { InputChange, InputBlur, InputKeyDownEscape, ControlledPropUpdatedSelectedItem } = useCombobox.stateChangeTypes;

const LIST_MAX_HEIGHT = 288;
/** Below this much room under the field, the list opens upwards if there is more room above. */
const LIST_MIN_ROOM = 200;
const LIST_GAP = 4;

const Popup = styled.div`
  position: fixed;
  z-index: 1;
  overflow: hidden;
  border-radius: ${tokens.radius.md};
  border: 1px solid ${tokens.color.border};
  background: ${tokens.color.surface};
  box-shadow: 0 12px 32px rgb(0 0 0 / 45%);
`;

const List = styled.ul`
  margin: 0;
  padding: ${tokens.space.xs} 0;
  max-height: ${LIST_MAX_HEIGHT}px;
  list-style: none;
  overflow-y: auto;
  overscroll-behavior: contain;
  &:empty {
    display: none;
  }
`;

const Option = styled.li`
  display: flex;
  align-items: center;
  min-height: 44px;
  padding: ${tokens.space.sm} ${tokens.space.md};
  color: ${tokens.color.text};
  cursor: pointer;
  &[aria-selected='true'] {
    background: ${tokens.color.surfaceRaised};
    outline: 2px solid ${tokens.color.focus};
    outline-offset: -2px;
  }
`;

const NoMatch = styled.p`
  margin: 0;
  padding: ${tokens.space.md};
  color: ${tokens.color.textMuted};
`;

/** Banks whose name contains the typed text, in any case, surrounding spaces ignored; all of them for none. */
function banksMatching(text: string): Bank[] {
  const wanted = text.trim().toLowerCase();
  return sriLankaBanks.filter((bank) => bank.name.toLowerCase().includes(wanted));
}

/** The option Enter takes without arrowing: the bank the text names, else the only one left. */
function preferredIndex(text: string, banks: Bank[]): number {
  const named = findBank(text);
  if (named) return banks.indexOf(named);
  return banks.length === 1 ? 0 : -1;
}

/**
 * Only typing and an explicit choice (Enter, a click) change the text: downshift would also take
 * the highlighted option on blur, clear the field on Escape, and rewrite the text as soon as it
 * names a bank. Typing highlights the preferred option of the new text's matches.
 */
function stateReducer(
  state: UseComboboxState<Bank>,
  { type, changes }: UseComboboxStateChangeOptions<Bank>,
): Partial<UseComboboxState<Bank>> {
  if (type === InputBlur || type === InputKeyDownEscape || type === ControlledPropUpdatedSelectedItem) {
    return { ...changes, selectedItem: state.selectedItem, inputValue: state.inputValue };
  }
  if (type === InputChange) {
    const text = changes.inputValue ?? '';
    return { ...changes, highlightedIndex: preferredIndex(text, banksMatching(text)) };
  }
  return changes;
}

/**
 * Places the open list: fixed under the field (above it when the room below is short), so the
 * dialog's scrolling box neither clips it nor grows a scrollbar for it. Written to the elements'
 * style, not state, so following a scroll re-renders nothing.
 */
function useListPlacement(
  field: RefObject<HTMLInputElement | null>,
  popup: RefObject<HTMLDivElement | null>,
  list: RefObject<HTMLUListElement | null>,
  open: boolean,
) {
  useLayoutEffect(() => {
    if (!open) return;
    const place = () => {
      const rect = field.current?.getBoundingClientRect();
      if (!rect || !popup.current || !list.current) return;
      const below = window.innerHeight - rect.bottom - 2 * LIST_GAP;
      const above = rect.top - 2 * LIST_GAP;
      const upwards = below < LIST_MIN_ROOM && above > below;
      Object.assign(popup.current.style, {
        top: upwards ? '' : `${rect.bottom + LIST_GAP}px`,
        bottom: upwards ? `${window.innerHeight - rect.top + LIST_GAP}px` : '',
        left: `${rect.left}px`,
        width: `${rect.width}px`,
      });
      list.current.style.maxHeight = `${Math.min(LIST_MAX_HEIGHT, upwards ? above : below)}px`;
    };
    place();
    window.addEventListener('resize', place);
    document.addEventListener('scroll', place, true);
    return () => {
      window.removeEventListener('resize', place);
      document.removeEventListener('scroll', place, true);
    };
  }, [field, popup, list, open]);
}

/**
 * The bank picker: an ARIA combobox (downshift's useCombobox) over the listed banks. The text is
 * the form's value; leaving the field or pressing Enter on a text that names a bank (any case,
 * surrounding spaces) settles it on the bank's own name. Other text stays, for the form to refuse.
 */
export function BankCombobox({ value, onChange }: { value: string; onChange: (bankName: string) => void }) {
  const t = useMessages();
  const field = useRef<HTMLInputElement>(null);
  const popup = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const banks = banksMatching(value);
  const named = findBank(value);
  const settle = () => {
    if (named && named.name !== value) onChange(named.name);
  };
  const { isOpen, getInputProps, getMenuProps, getItemProps } = useCombobox<Bank>({
    items: banks,
    inputValue: value,
    selectedItem: named ?? null,
    itemToString: (bank) => bank?.name ?? '',
    stateReducer,
    // Typing reaches the form through the input's own onChange (below); this is a choice from the list.
    onInputValueChange: ({ type, inputValue }) => {
      if (type !== InputChange) onChange(inputValue);
    },
  });
  useListPlacement(field, popup, list, isOpen);
  const inputProps = getInputProps({
    ref: field,
    // Set in the same event, or the controlled caret jumps to the end (downshift#1108).
    onChange: (event) => onChange(event.currentTarget.value),
    onBlur: settle,
    onKeyDown: (event) => {
      // Escape closes the open list only, not the dialog around it.
      if (event.key === 'Escape' && isOpen) event.stopPropagation();
      if (event.key === 'Enter' && !isOpen) settle();
    },
  });
  const noMatch = isOpen && banks.length === 0 ? t('bank.noMatch', { text: value.trim() }) : '';

  return (
    <div>
      <TextField
        name="bankName"
        label={t('bank.label')}
        placeholder={t('bank.searchPlaceholder', { count: sriLankaBanks.length })}
        {...inputProps}
        // The field's <label for> names it; downshift would point at a label id of its own.
        aria-labelledby={undefined}
      />
      <Popup ref={popup} hidden={!isOpen}>
        <List {...getMenuProps({ 'aria-label': t('bank.listLabel'), ref: list })}>
          {isOpen
            ? banks.map((bank, index) => (
                <Option key={bank.name} {...getItemProps({ item: bank, index })}>
                  {bank.name}
                </Option>
              ))
            : null}
        </List>
        {noMatch ? <NoMatch>{noMatch}</NoMatch> : null}
      </Popup>
      <VisuallyHidden role="status">{noMatch}</VisuallyHidden>
    </div>
  );
}
