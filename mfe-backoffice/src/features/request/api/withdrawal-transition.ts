import { callEndpoint } from 'shared';
import type { operatorEndpoints } from 'contract/operator-endpoints';
import { bodyProblem, fieldProblem, type FieldTexts } from '../../../lib/body-problem';
import { useOperatorWrite, withdrawalReads } from '../../../lib/use-operator-write';
import { backOfficeMessages } from '../../../messages';

/** The text a transition takes from a dialog (a reason, a bank reference): its field, the schema that checks it, and its words. */
export interface TypedText extends FieldTexts {
  field: 'reason' | 'reference';
  schema: 'RejectWithdrawalBody' | 'MarkWithdrawalPaidBody' | 'ReturnWithdrawalBody';
}

/** A bank reference typed in a dialog (a payment's, a return's): checked as `schema` checks it, `missing` said when empty. */
export const bankReference = (schema: 'MarkWithdrawalPaidBody' | 'ReturnWithdrawalBody', missing: string): TypedText => ({
  field: 'reference',
  schema,
  missing,
  wrong: backOfficeMessages.actions.referenceInvalid,
});

type TransitionEndpoint = (typeof operatorEndpoints)[
  'reviewWithdrawal' | 'approveWithdrawal' | 'rejectWithdrawal' | 'markWithdrawalPaid' | 'returnWithdrawal'];

export interface Transition {
  /** The text the transition takes, if it takes one. */
  typed?: TypedText;
  progress: string;
  done: (code: string) => string;
}

/**
 * One request's transition by its code, announced once done. A typed text is checked first as the
 * server checks it (contract/schemas, loaded on demand) and sent trimmed.
 */
export function useWithdrawalTransition(code: string, endpoint: TransitionEndpoint, { typed, progress, done }: Transition) {
  return useOperatorWrite({
    check: async (value: string | void) => {
      if (!typed) return null;
      const schemas = await import('contract/schemas');
      return fieldProblem(typed.field, bodyProblem(schemas[typed.schema], { code, [typed.field]: value }, { [typed.field]: typed }));
    },
    send: (api, token, value) =>
      callEndpoint(api, endpoint, { token, body: typed ? { code, [typed.field]: (value ?? '').trim() } : { code } }),
    progress,
    done: () => done(code),
    invalidates: withdrawalReads,
  });
}
