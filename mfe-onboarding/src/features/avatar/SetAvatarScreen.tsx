import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Muted, paths } from 'shared';
import { AvatarChoices, useAvatars } from 'shared/choices';
import * as messages from 'contract/messages';
import { ChoiceStep } from '../../components/ChoiceStep';
import { useMessages } from '../../i18n';
import { useSetAvatar } from './api/set-avatar';

const text = messages.onboarding;

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
      {list ? <AvatarChoices avatars={list} selected={selected} onSelect={setSelected} legend={t('setAvatar.legend')} /> : null}
    </ChoiceStep>
  );
}
