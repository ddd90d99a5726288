import { z } from '../zod';
import { nicPlayerProblem } from './checks';
import { nicMessages } from './messages';
import { parseNic } from './parse';

/** The form field `nic`, for the form and the server alike: typed text in, the parsed NIC out, the parser's message on a bad one. */
export const nicNumber = z
  .string({ error: (issue) => (issue.input === undefined ? nicMessages.required : nicMessages.format) })
  .trim()
  .min(1, { error: nicMessages.required, abort: true })
  .transform((text, context) => {
    const nic = parseNic(text);
    if (nic.ok) return nic;
    context.addIssue({ code: 'custom', message: nic.message });
    return z.NEVER;
  });

/** The field `nic` of a player who registered `registeredDob`: also at least 16 by the NIC, and born on that date. */
export const playerNic = (registeredDob: string, today = new Date()) =>
  nicNumber.superRefine((nic, context) => {
    const problem = nicPlayerProblem(nic, registeredDob, today);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });
