import { useNavigate } from 'react-router-dom';
import {
  callEndpoint,
  endpoints,
  ErrorCode,
  formProblem,
  paths,
  useApi,
  useNotify,
  useSession,
  type ApiClient,
  type EndpointCall,
} from 'shared';
import * as messages from 'contract/messages';
import { useWrite, WriteRefused } from 'shared/write';
import { keepDetails } from '../kept-details';

const text = messages.registration;

/** Creates the account and mails the e-mail code; answers content.uuid. Confirm-password is never sent. */
export async function registerPlayer(api: ApiClient, payload: EndpointCall<typeof endpoints.register>['body']) {
  return callEndpoint(api, endpoints.register, { body: payload });
}

export const registerFields = [
  'firstName',
  'lastName',
  'email',
  'country',
  'mobile',
  'dateOfBirth',
  'password',
  'confirmPassword',
] as const;
export type RegisterField = (typeof registerFields)[number];
/** The form as typed: every field a string, the country's id among them. */
export type RegisterFormValues = Record<RegisterField, string>;

export const loadRegisterForm = () => import('contract/schemas').then((schemas) => schemas.RegisterForm);

/**
 * Registers from the form: checked with its schema first (which may still be downloading, hence the
 * progress text from the press), then sent; the e-mail and uuid are kept for the code step.
 */
export function useRegisterPlayer() {
  const api = useApi();
  const session = useSession();
  const notify = useNotify();
  const navigate = useNavigate();
  return useWrite({
    send: async (form: RegisterFormValues) => {
      const problem = await formProblem(loadRegisterForm, form, text.network);
      if (problem) throw new WriteRefused(problem);
      const { confirmPassword: _confirm, ...payload } = form;
      const email = payload.email.trim();
      const answer = await registerPlayer(api, { ...payload, email, country: Number(payload.country) });
      if (!answer.status) throw new WriteRefused(text.failed);
      session.set('userEmail', email);
      session.set('uuid', answer.content.uuid);
      keepDetails({ ...form, email });
      notify(text.success);
      navigate(paths.getStarted.otp);
    },
    progress: text.progress,
    failure: { failed: text.failed, network: text.network, codes: { [ErrorCode.EMAIL_EXISTS]: text.emailExists } },
  });
}
