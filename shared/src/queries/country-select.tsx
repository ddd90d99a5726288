import { useMemo } from 'react';
import {
  intlLocales,
  isNetworkError,
  LoadedData,
  SelectField,
  useLanguage,
  useSharedMessages,
  VisuallyHidden,
  type Country,
  type Language,
} from 'shared';
import * as messages from 'contract/messages';
import { useCountries } from './get-countries';

const text = messages.countryList;

/**
 * The list as the page's language names and orders it: the server's English names as they come,
 * in Sinhala or Tamil the locale's own name for each ISO code (`Intl.DisplayNames`), in its order.
 */
function countryOptions(countries: Country[], language: Language, sendAs: 'id' | 'name') {
  const options = countries.map((country) => ({
    value: sendAs === 'id' ? String(country.id) : country.name,
    label: country.name,
    code: country.code,
  }));
  if (language === 'en') return options;
  const locale = intlLocales[language];
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
  const collator = new Intl.Collator(locale);
  return options
    .map((option) => ({ ...option, label: names.of(option.code) ?? option.label }))
    .sort((a, b) => collator.compare(a.label, b.label));
}

/**
 * A country chosen from the country list, with the list's three states: loading (the select
 * disabled and saying so), loaded, and failed with the spec §8 message and a Retry (ADR 026).
 * Registration sends the country's id, the withdrawal its name (spec §4).
 */
export function CountrySelect({
  name,
  label,
  placeholder,
  sendAs,
  value,
  onChange,
  disabled = false,
}: {
  name: string;
  label: string;
  placeholder: string;
  sendAs: 'id' | 'name';
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  /** Taking no choice yet, whatever the list's state (a form still waiting for what it edits). */
  disabled?: boolean;
}) {
  const { countries, isLoading, error, retry } = useCountries();
  const language = useLanguage();
  const localize = useSharedMessages();
  const options = useMemo(() => countryOptions(countries ?? [], language, sendAs), [countries, language, sendAs]);
  // A read under way (a Retry, or swr trying a transient failure again) is loading, not failed.
  const state = countries ? 'loaded' : error && !isLoading ? 'failed' : 'loading';
  // As registration's own messages split: an answer that says no, or no answer at all.
  const failure = state === 'failed' ? (isNetworkError(error) ? text.error : text.failed) : null;
  return (
    <div>
      <SelectField
        name={name}
        label={label}
        placeholder={state === 'loading' ? localize(text.loading) : placeholder}
        options={options.map(({ value, label }) => ({ value, label }))}
        value={value}
        onChange={onChange}
        disabled={disabled || state !== 'loaded'}
      />
      <VisuallyHidden role="status">{state === 'loading' ? localize(text.loading) : ''}</VisuallyHidden>
      <LoadedData loading={false} failure={failure} onRetry={retry}>
        {null}
      </LoadedData>
    </div>
  );
}
