import type { ComponentProps } from 'react';
import { TextField } from 'shared';

/** The account's e-mail field of sign-in and of the password reset: the spec's name, the browser's e-mail keyboard and autofill. */
export function EmailField(props: Omit<ComponentProps<typeof TextField>, 'name' | 'type' | 'autoComplete' | 'inputMode'>) {
  return <TextField name="email" type="email" autoComplete="email" inputMode="email" {...props} />;
}
