import { bearer, type ApiClient, type Envelope } from 'shared';

export interface BankDetails {
  uuid: string;
  bankName: string;
  accountNumber: string;
  accountHolderName: string;
  branchName: string;
}

export async function saveBankDetails(api: ApiClient, token: string, details: BankDetails): Promise<Envelope<null>> {
  const { data } = await api.post<Envelope<null>>('/api/external/v1/save-bank-details', details, { headers: bearer(token) });
  return data;
}
