/**
 * A step's entries bound to its form: each gives its field's name and value, and a change writes
 * the field (cleaned by `clean`, if given) into a new form.
 */
export const bindFields =
  <Form extends { [Field in keyof Form]: string }>(form: Form, onChange: (form: Form) => void) =>
  (name: keyof Form & string, clean?: (value: string) => string) => ({
    name,
    value: form[name],
    onChange: (event: { target: { value: string } }) =>
      onChange({ ...form, [name]: clean ? clean(event.target.value) : event.target.value }),
  });
