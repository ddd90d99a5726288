import styled from 'styled-components';
import { SelectField, tokens, type Country } from 'shared';

const ListError = styled.p`
  margin: 0;
  font-size: ${tokens.font.size.sm};
  color: ${tokens.color.danger};
`;

/** The country of registration, sent as its numeric id; a failed list says so in an alert. */
export function CountrySelect({
  countries,
  error,
  name,
  value,
  onChange,
}: {
  countries: Country[];
  error: string | null;
  name: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
}) {
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
