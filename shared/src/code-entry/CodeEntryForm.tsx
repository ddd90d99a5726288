import { Button, Form, FormMessages } from 'shared';
import { CodeInput } from './CodeInput';
import { ResendCodeButton } from './ResendCodeButton';
import type { CodeEntry } from './use-code-entry';

/** The form every 4-digit-code screen shows: the digits, Resend with its countdown, the messages, Verify Code. */
export function CodeEntryForm({ entry }: { entry: CodeEntry }) {
  return (
    <Form noValidate onSubmit={entry.submit}>
      <CodeInput value={entry.code} onChange={entry.setCode} disabled={entry.busy} invalid={Boolean(entry.error)} />
      <ResendCodeButton remaining={entry.remaining} busy={entry.resending} onResend={entry.resend} />
      <FormMessages error={entry.error} status={entry.status} />
      <Button type="submit" busy={entry.busy}>
        Verify Code
      </Button>
    </Form>
  );
}
