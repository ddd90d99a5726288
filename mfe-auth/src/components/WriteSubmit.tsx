import type { ReactNode } from 'react';
import { Button, FormMessages } from 'shared';
import { type Write } from 'shared/write';

/**
 * The end of each of this remote's forms: the write's messages (its progress text, or `idleStatus`
 * while it rests), anything the form shows between them and the button, and the busy submit button.
 */
export function WriteSubmit({
  write,
  label,
  idleStatus = null,
  children,
}: {
  write: Pick<Write<never, unknown>, 'busy' | 'status' | 'error'>;
  label: string;
  idleStatus?: string | null;
  children?: ReactNode;
}) {
  return (
    <>
      <FormMessages error={write.error} status={write.status ?? idleStatus} />
      {children}
      <Button type="submit" busy={write.busy}>
        {label}
      </Button>
    </>
  );
}
