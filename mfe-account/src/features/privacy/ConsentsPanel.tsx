import { useId, useState } from 'react';
import styled from 'styled-components';
import { FormMessages, tokens } from 'shared';
import { CONSENTS, type ConsentName, type Consents } from 'contract/account-choices';
import { LoadedRead, Muted, Panel } from '../../components/ui';
import { useMessages } from '../../i18n';
import { useChangeConsent, useConsents, type ConsentChoice } from './api/consents';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  li {
    display: flex;
    flex-direction: column;
    gap: ${tokens.space.xs};
    padding: ${tokens.space.sm} 0;
    border-bottom: 1px solid ${tokens.color.border};
  }
  li:last-child {
    border-bottom: none;
  }
`;

/** A checkbox announced as a switch ("on"/"off"), its whole label the target: 48 px high at least. */
const Switch = styled.label`
  display: flex;
  align-items: center;
  gap: ${tokens.space.sm};
  min-height: 48px;
  cursor: pointer;
  font-weight: ${tokens.font.weight.medium};
  input {
    flex: none;
    width: 1.5rem;
    height: 1.5rem;
    margin: 0;
    accent-color: ${tokens.color.primary};
  }
  input:focus-visible {
    outline: 3px solid ${tokens.color.focus};
    outline-offset: 2px;
  }
  input:disabled {
    cursor: progress;
  }
`;

const LABELS = {
  newsMails: { label: 'consents.newsMails', hint: 'consents.newsMailsHint', on: 'consents.newsMailsOn', off: 'consents.newsMailsOff' },
  leaderboardName: {
    label: 'consents.leaderboardName',
    hint: 'consents.leaderboardNameHint',
    on: 'consents.leaderboardNameOn',
    off: 'consents.leaderboardNameOff',
  },
  storeLanguage: {
    label: 'consents.storeLanguage',
    hint: 'consents.storeLanguageHint',
    on: 'consents.storeLanguageOn',
    off: 'consents.storeLanguageOff',
  },
} as const satisfies Record<ConsentName, Record<'label' | 'hint' | 'on' | 'off', string>>;

/** "Your choices": one switch per consent, each saved as soon as it is flipped (ADR 057). */
export function ConsentsPanel() {
  const t = useMessages();
  const consents = useConsents();
  const change = useChangeConsent();
  // The flip being saved, shown at once; and what the last save did, in words.
  const [pending, setPending] = useState<ConsentChoice | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const flip = async (choice: ConsentChoice) => {
    setSaved(null);
    setPending(choice);
    const done = await change.run(choice);
    setPending(null);
    if (done) setSaved(t(LABELS[choice.name][choice.granted ? 'on' : 'off']));
  };
  return (
    <Panel aria-labelledby="consents-heading">
      <h2 id="consents-heading">{t('consents.heading')}</h2>
      <LoadedRead read={consents} loadingText={t('consents.loading')}>
        {(current) => (
          <List>
            {CONSENTS.map((name) => (
              <ConsentSwitch
                key={name}
                name={name}
                on={pending?.name === name ? pending.granted : current[name]}
                busy={change.busy}
                onFlip={(granted) => void flip({ name, granted })}
              />
            ))}
          </List>
        )}
      </LoadedRead>
      <FormMessages error={change.error} status={change.status ?? saved} />
    </Panel>
  );
}

function ConsentSwitch({
  name,
  on,
  busy,
  onFlip,
}: {
  name: ConsentName;
  on: Consents[ConsentName];
  busy: boolean;
  onFlip: (on: boolean) => void;
}) {
  const t = useMessages();
  const hint = useId();
  return (
    <li>
      <Switch>
        <input
          type="checkbox"
          role="switch"
          name={name}
          checked={on}
          disabled={busy}
          aria-describedby={hint}
          onChange={(event) => onFlip(event.target.checked)}
        />
        {t(LABELS[name].label)}
      </Switch>
      <Muted id={hint}>{t(LABELS[name].hint)}</Muted>
    </li>
  );
}
