import { useState } from 'react';
import { Button, Form, FormMessages, useFormSubmit, type Profile } from 'shared';
import { AvatarChoices, CategoryChoices, useAvatars, useGameCategories } from 'shared/choices';
import { useProfile } from 'shared/queries';
import * as messages from 'contract/messages';
import { LoadedRead, Panel } from '../../components/ui';
import { useMessages } from '../../i18n';
import { useSaveChoices, type Choices } from './api/save-choices';

/** The avatar and favourite categories, with onboarding's own choice grids, pre-chosen from the profile. */
export function ChoicesPanel() {
  const t = useMessages();
  const profile = useProfile();
  const avatars = useAvatars();
  const categories = useGameCategories();
  const lists = {
    data:
      profile.profile && avatars.data && categories.data
        ? { profile: profile.profile, avatars: avatars.data, categories: categories.data }
        : undefined,
    error: profile.error ?? avatars.error ?? categories.error,
    retry: () => [profile, avatars, categories].forEach((read) => read.retry()),
  };
  return (
    <Panel aria-labelledby="choices-heading">
      <h2 id="choices-heading">{t('choices.heading')}</h2>
      <LoadedRead read={lists} loadingText={t('choices.loading')}>
        {(data) => <ChoicesForm {...data} />}
      </LoadedRead>
    </Panel>
  );
}

const chosenIn = (profile: Profile): Choices => ({
  avatarImageId: profile.avatarImage?.id ?? null,
  gameCategoryIds: profile.gameCategories.map((category) => category.id),
});

function ChoicesForm({
  profile,
  avatars,
  categories,
}: {
  profile: Profile;
  avatars: NonNullable<ReturnType<typeof useAvatars>['data']>;
  categories: NonNullable<ReturnType<typeof useGameCategories>['data']>;
}) {
  const t = useMessages();
  const [choices, setChoices] = useState(() => chosenIn(profile));
  const [saved, setSaved] = useState(false);
  const write = useSaveChoices();
  const handlers = useFormSubmit(async () => {
    setSaved(false);
    if (await write.run(choices)) setSaved(true);
  });
  const change = (next: Partial<Choices>) => {
    setSaved(false);
    write.clear();
    setChoices((current) => ({ ...current, ...next }));
  };
  const toggle = (id: number) =>
    change({
      gameCategoryIds: choices.gameCategoryIds.includes(id)
        ? choices.gameCategoryIds.filter((other) => other !== id)
        : [...choices.gameCategoryIds, id],
    });
  return (
    <Form noValidate {...handlers} aria-label={t('choices.heading')}>
      <h3>{t('choices.avatar')}</h3>
      <AvatarChoices
        small
        avatars={avatars}
        selected={choices.avatarImageId}
        onSelect={(avatarImageId) => change({ avatarImageId })}
        legend={t('choices.avatar')}
      />
      <h3>{t('choices.favourites')}</h3>
      <CategoryChoices categories={categories} chosen={choices.gameCategoryIds} onToggle={toggle} legend={t('choices.favourites')} />
      <FormMessages error={write.error} status={write.status ?? (saved ? messages.onboarding.preferencesSaved : null)} />
      <Button type="submit" busy={write.busy}>
        {t('choices.save')}
      </Button>
    </Form>
  );
}
