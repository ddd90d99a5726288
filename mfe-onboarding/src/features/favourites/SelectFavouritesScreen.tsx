import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  Form,
  FormMessages,
  Heading,
  messages,
  Muted,
  paths,
  tokens,
  useSharedMessages,
  updateProfile,
  useApi,
  useFormSubmit,
  useNotify,
  useSession,
  VisuallyHidden,
} from 'shared';
import { usePlayerCache } from 'shared/queries';
import { GetStartedLayout } from '../../components/GetStartedLayout';
import { useMessages } from '../../i18n';
import { signedInPlayer, verificationProblem } from '../../lib/verified-player';
import { useGameCategories } from './api/get-game-categories';

const text = messages.onboarding;

const Tiles = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(130px, 1fr));
  gap: ${tokens.space.sm};
  margin: 0;
  padding: 0;
  border: 0;
`;

const Tile = styled.label`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 72px;
  padding: ${tokens.space.sm};
  border-radius: ${tokens.radius.md};
  border: 2px solid ${tokens.color.border};
  background: ${tokens.color.surface};
  font-weight: ${tokens.font.weight.bold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
  cursor: pointer;
  input { position: absolute; opacity: 0; inset: 0; margin: 0; cursor: pointer; }
  &:has(input:checked) { border-color: ${tokens.color.primary}; background: ${tokens.color.surfaceRaised}; color: ${tokens.color.primary}; }
  &:has(input:focus-visible) { outline: 3px solid ${tokens.color.focus}; outline-offset: 2px; }
`;

/** Select your favourites (/get-started/selectfav): category tiles, every chosen id saved (docs/decisions/009). */
export default function SelectFavouritesScreen() {
  const t = useMessages();
  const localize = useSharedMessages();
  const api = useApi();
  const session = useSession();
  const playerCache = usePlayerCache();
  const notify = useNotify();
  const navigate = useNavigate();
  const player = signedInPlayer(session);
  const [chosen, setChosen] = useState<number[]>([]);
  const [error, setError] = useState<string | null>(player.problem ?? null);
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A second press before the busy button has rendered would send a second update.
  const formHandlers = useFormSubmit(submit);

  const { categories, isLoading: loading, error: listFailure, retry: retryList } = useGameCategories();

  const toggle = (id: number) => setChosen((ids) => (ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id]));

  async function submit() {
    setError(null);
    if (player.problem !== undefined) return setError(player.problem);
    if (chosen.length === 0) return setError(text.noCategory);
    setBusy(true);
    setStatus(text.savingPreferences);
    try {
      const problem = await verificationProblem(api, player.token);
      if (problem) return setError(problem);
      const answer = await updateProfile(api, player.token, {
        firstName: player.claims.given_name ?? '',
        lastName: player.claims.family_name ?? '',
        uuid: player.claims.sub,
        gameCategoryIds: chosen,
      });
      if (!answer.status) return setError(text.preferencesFailed);
      await playerCache.setProfile(answer.content);
      notify(text.preferencesSaved);
      navigate(paths.home);
    } catch {
      setError(text.preferencesFailed);
    } finally {
      setStatus(null);
      setBusy(false);
    }
  }

  return (
    <GetStartedLayout step={2}>
      <Heading>{t('favourites.heading')}</Heading>
      <Muted>{t('favourites.intro')}</Muted>
      <Form noValidate {...formHandlers}>
        {categories ? (
          <Tiles>
            <VisuallyHidden as="legend">{t('favourites.legend')}</VisuallyHidden>
            {categories.map((category) => (
              <Tile key={category.id}>
                <input type="checkbox" name="gameCategoryIds" value={category.id} checked={chosen.includes(category.id)} onChange={() => toggle(category.id)} />
                {localize(category.name).toUpperCase()}
              </Tile>
            ))}
          </Tiles>
        ) : null}
        <FormMessages error={error ?? (listFailure ? text.somethingWrong : null)} status={status ?? (loading ? text.loadingCategories : null)} />
        {listFailure && !categories ? (
          // The list did not load: no choice is possible until it does.
          <Button variant="secondary" onClick={retryList}>
            {t('favourites.retry')}
          </Button>
        ) : null}
        <Button type="submit" busy={busy} disabled={chosen.length === 0}>
          {t('favourites.submit')}
        </Button>
      </Form>
    </GetStartedLayout>
  );
}
