import { isNetworkError, LoadedData, messages, SelectField, VisuallyHidden } from 'shared';
import { useCountries } from './get-countries';

const text = messages.registration;

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
}: {
  name: string;
  label: string;
  placeholder: string;
  sendAs: 'id' | 'name';
  value: string;
  onChange: (event: { target: { value: string } }) => void;
}) {
  const { countries, isLoading, error, retry } = useCountries();
  // A read under way (a Retry, or swr trying a transient failure again) is loading, not failed.
  const state = countries ? 'loaded' : error && !isLoading ? 'failed' : 'loading';
  // As registration's own messages split: an answer that says no, or no answer at all.
  const failure = state === 'failed' ? (isNetworkError(error) ? text.countriesError : text.countriesFailed) : null;
  return (
    <div>
      <SelectField
        name={name}
        label={label}
        placeholder={state === 'loading' ? text.loadingCountries : placeholder}
        options={(countries ?? []).map((country) => ({ value: sendAs === 'id' ? String(country.id) : country.name, label: country.name }))}
        value={value}
        onChange={onChange}
        disabled={state !== 'loaded'}
      />
      <VisuallyHidden role="status">{state === 'loading' ? text.loadingCountries : ''}</VisuallyHidden>
      <LoadedData loading={false} failure={failure} onRetry={retry}>
        {null}
      </LoadedData>
    </div>
  );
}
