import styled from 'styled-components';
import { messages, SelectField, tokens, UnsuccessfulAnswer } from 'shared';
import { useCountries } from 'shared/queries';

const ListError = styled.p`
  margin: 0;
  font-size: ${tokens.font.size.sm};
  color: ${tokens.color.danger};
`;

/** The country of registration, sent as its numeric id; a failed list says so in an alert (spec §8). */
export function CountrySelect({ name, value, onChange }: { name: string; value: string; onChange: (event: { target: { value: string } }) => void }) {
  const { countries = [], error: failure } = useCountries();
  const error = failure ? (failure instanceof UnsuccessfulAnswer ? messages.registration.countriesFailed : messages.registration.countriesError) : null;
  return (
    <div>
      <SelectField
        name={name}
        label="Country"
        placeholder={countries.length ? 'Choose your country' : 'Loading countries…'}
        options={countries.map((country) => ({ value: String(country.id), label: country.name }))}
        value={value}
        onChange={onChange}
      />
      <div role="alert">{error ? <ListError>{error}</ListError> : null}</div>
    </div>
  );
}
