import styled from 'styled-components';
import { tokens } from 'shared';
import { WITHDRAWAL_TIERS } from 'contract/money';
import { useMessages } from '../../../i18n';
import { Panel, PanelList } from './Panel';

const Level = styled.li<{ $top: boolean }>`
  padding: ${tokens.space.sm} ${tokens.space.md};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.surfaceRaised};
  border: 1px solid ${({ $top }) => ($top ? tokens.color.primary : 'transparent')};
  p {
    margin: 0;
  }
`;

/** The three tiers of spec §9, the top one with its promise. */
export function LevelsPanel() {
  const t = useMessages();
  return (
    <Panel aria-labelledby="levels-title">
      <h2 id="levels-title">{t('levels.title')}</h2>
      <PanelList as="ol">
        {WITHDRAWAL_TIERS.map((amount, index) => {
          const top = index === WITHDRAWAL_TIERS.length - 1;
          return (
            <Level key={amount} $top={top}>
              <p>
                <strong>{t('levels.level', { level: index + 1 })}</strong>: {t('levels.tier', { amount, points: amount })}
              </p>
              {top ? <p>{t('levels.topPromise', { points: amount })}</p> : null}
            </Level>
          );
        })}
      </PanelList>
    </Panel>
  );
}
