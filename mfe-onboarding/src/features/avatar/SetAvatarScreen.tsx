import { useState } from 'react';
import { Link } from 'react-router-dom';
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
  useFormSubmit,
  VisuallyHidden,
} from 'shared';
import { GetStartedLayout } from '../../components/GetStartedLayout';
import { useMessages } from '../../i18n';
import { useAvatars } from './api/get-avatars';
import { useSetAvatar } from './api/set-avatar';

const text = messages.onboarding;

const Grid = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${tokens.space.md};
  margin: 0;
  padding: 0;
  border: 0;
`;

const Choice = styled.label`
  position: relative;
  display: block;
  aspect-ratio: 1;
  border-radius: ${tokens.radius.lg};
  border: 3px solid transparent;
  background: ${tokens.color.surfaceRaised};
  cursor: pointer;
  overflow: hidden;
  input { position: absolute; opacity: 0; inset: 0; margin: 0; cursor: pointer; }
  img { width: 100%; height: 100%; display: block; }
  &:has(input:checked) { border-color: ${tokens.color.primary}; box-shadow: 0 0 0 3px rgb(255 197 61 / 25%); }
  &:has(input:focus-visible) { outline: 3px solid ${tokens.color.focus}; outline-offset: 2px; }
`;

/** Set Your Avatar (/get-started/setavatar and /setavatarsds): a 3-column grid, one choice, one profile update. */
export default function SetAvatarScreen() {
  const t = useMessages();
  const [selected, setSelected] = useState<number | null>(null);
  const setAvatar = useSetAvatar();
  const { avatars, isLoading: loading, error: listFailure, retry: retryList } = useAvatars();
  const formHandlers = useFormSubmit(async () => {
    await setAvatar.run(avatars?.data.find((candidate) => candidate.id === selected)?.id);
  });

  return (
    <GetStartedLayout step={1}>
      <Heading>{t('setAvatar.heading')}</Heading>
      <Muted>{t('setAvatar.intro')}</Muted>
      <Form noValidate {...formHandlers}>
        {avatars ? (
          <Grid>
            <VisuallyHidden as="legend">{t('setAvatar.legend')}</VisuallyHidden>
            {avatars.data.map((avatar) => (
              <Choice key={avatar.id}>
                <input
                  type="radio"
                  name="avatarImageId"
                  value={avatar.id}
                  checked={selected === avatar.id}
                  onChange={() => setSelected(avatar.id)}
                  aria-label={avatar.name}
                />
                <img src={`${avatars.avatarImagePath.replace(/\/+$/, '')}/${avatar.avatarImageUrl}`} alt="" width={120} height={120} loading="lazy" decoding="async" />
              </Choice>
            ))}
          </Grid>
        ) : null}
        <FormMessages error={setAvatar.error ?? (listFailure ? text.somethingWrong : null)} status={setAvatar.status ?? (loading ? text.loadingAvatars : null)} />
        {listFailure && !avatars ? (
          // The list did not load: no choice is possible until it does.
          <Button variant="secondary" onClick={retryList}>
            {t('setAvatar.retry')}
          </Button>
        ) : null}
        <Button type="submit" busy={setAvatar.busy} disabled={selected === null}>
          {t('setAvatar.submit')}
        </Button>
      </Form>
      {setAvatar.signedIn ? null : (
        <Muted>
          <Link to={paths.signIn}>{t('setAvatar.goToSignIn')}</Link>
        </Muted>
      )}
    </GetStartedLayout>
  );
}
