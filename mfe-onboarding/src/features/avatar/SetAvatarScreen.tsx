import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Muted, paths, tokens, VisuallyHidden } from 'shared';
import * as messages from 'contract/messages';
import { ChoiceStep, ChoiceTile, Choices } from '../../components/ChoiceStep';
import { useMessages } from '../../i18n';
import { useAvatars } from './api/get-avatars';
import { useSetAvatar } from './api/set-avatar';

const text = messages.onboarding;

const Grid = styled(Choices)`
  grid-template-columns: repeat(3, 1fr);
  gap: ${tokens.space.md};
`;

const Choice = styled(ChoiceTile)`
  display: block;
  aspect-ratio: 1;
  border-radius: ${tokens.radius.lg};
  border: 3px solid transparent;
  background: ${tokens.color.surfaceRaised};
  overflow: hidden;
  img {
    width: 100%;
    height: 100%;
    display: block;
  }
  &:has(input:checked) {
    border-color: ${tokens.color.primary};
    box-shadow: 0 0 0 3px rgb(255 197 61 / 25%);
  }
`;

/** Set Your Avatar (/get-started/setavatar and /setavatarsds): a 3-column grid, one choice, one profile update. */
export default function SetAvatarScreen() {
  const t = useMessages();
  const [selected, setSelected] = useState<number | null>(null);
  const setAvatar = useSetAvatar();
  const avatars = useAvatars();
  const list = avatars.data;

  return (
    <ChoiceStep
      step={1}
      words={{
        heading: t('setAvatar.heading'),
        intro: t('setAvatar.intro'),
        retry: t('setAvatar.retry'),
        submit: t('setAvatar.submit'),
        loading: text.loadingAvatars,
      }}
      list={avatars}
      write={setAvatar}
      submit={selected === null ? null : () => setAvatar.run(list?.data.find((candidate) => candidate.id === selected)?.id)}
      footer={
        setAvatar.signedIn ? null : (
          <Muted>
            <Link to={paths.signIn}>{t('setAvatar.goToSignIn')}</Link>
          </Muted>
        )
      }
    >
      {list ? (
        <Grid>
          <VisuallyHidden as="legend">{t('setAvatar.legend')}</VisuallyHidden>
          {list.data.map((avatar) => (
            <Choice key={avatar.id}>
              <input
                type="radio"
                name="avatarImageId"
                value={avatar.id}
                checked={selected === avatar.id}
                onChange={() => setSelected(avatar.id)}
                aria-label={avatar.name}
              />
              <img
                src={`${list.avatarImagePath.replace(/\/+$/, '')}/${avatar.avatarImageUrl}`}
                alt=""
                width={120}
                height={120}
                loading="lazy"
                decoding="async"
              />
            </Choice>
          ))}
        </Grid>
      ) : null}
    </ChoiceStep>
  );
}
