import styled from 'styled-components';
import { Button, isNetworkError, messages, SelectField, tokens, VisuallyHidden } from 'shared';
import { useCountries } from 'shared/queries';

const text = messages.registration;

const Failure = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space.sm} ${tokens.space.md};
  margin-top: ${tokens.space.sm};
  p { margin: 0; font-size: ${tokens.font.size.sm}; color: ${tokens.color.danger}; }
`;

/**
 * The country of registration, sent as its numeric id. Three states: loading (the select disabled
 * and saying so), loaded, and failed with the spec §8 message and a Retry.
 */
export function CountrySelect({ name, value, onChange }: { name: string; value: string; onChange: (event: { target: { value: string } }) => void }) {
  const { countries, isLoading, error, retry } = useCountries();
  // A read under way (a Retry, or swr trying a transient failure again) is loading, not failed.
  const state = countries ? 'loaded' : error && !isLoading ? 'failed' : 'loading';
  // As registration's own messages split: an answer that says no, or no answer at all.
  const failure = state === 'failed' ? (isNetworkError(error) ? text.countriesError : text.countriesFailed) : null;
  return (
    <div>
      <SelectField
        name={name}
        label="Country"
        placeholder={state === 'loading' ? text.loadingCountries : 'Choose your country'}
        options={(countries ?? []).map((country) => ({ value: String(country.id), label: country.name }))}
        value={value}
        onChange={onChange}
        disabled={state !== 'loaded'}
      />
      <VisuallyHidden role="status">{state === 'loading' ? text.loadingCountries : ''}</VisuallyHidden>
      <div role="alert">
        {failure ? (
          <Failure>
            <p>{failure}</p>
            <Button variant="secondary" onClick={retry}>
              Retry
            </Button>
          </Failure>
        ) : null}
      </div>
    </div>
  );
}
