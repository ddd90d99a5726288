/**
 * `shared/queries`: the reads of server data, on swr (docs/decisions/020-data-layer.md). A
 * singleton apart from `shared`'s root: the root is in the shell's entry, while the data layer loads
 * only with the first screen that reads server data.
 */
export { auditedReadPolicy, readPolicy, usePlayerRead, useReferenceList, type Read } from './read';
export { avatarUrl, loadProfile, useProfile, type ProfileRead } from './get-profile';
export { useCountries } from './get-countries';
export { CountrySelect } from './country-select';
export { usePlayerCache, type PlayerCache } from './player-cache';
export { useAccountRead } from './account-read';
export { SendOnboardedPlayerHome } from './send-onboarded-player-home';
export { readsChanged } from './changed-reads';
