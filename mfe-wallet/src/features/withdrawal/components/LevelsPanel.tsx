import styled from 'styled-components';
import { tokens } from 'shared';
import { formatLkr, formatNumber, WITHDRAWAL_TIERS } from 'shared/money';
import { Panel, PanelList } from './Panel';

const Level = styled.li<{ $top: boolean }>`
  padding: ${tokens.space.sm} ${tokens.space.md};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.surfaceRaised};
  border: 1px solid ${({ $top }) => ($top ? tokens.color.primary : 'transparent')};
  p { margin: 0; }
`;

/** The three tiers of spec §9, the top one with its promise. */
export function LevelsPanel() {
  return (
    <Panel aria-labelledby="levels-title">
      <h2 id="levels-title">Transactions Levels</h2>
      <PanelList as="ol">
        {WITHDRAWAL_TIERS.map((amount, index) => {
          const top = index === WITHDRAWAL_TIERS.length - 1;
          return (
            <Level key={amount} $top={top}>
              <p>
                <strong>Level {index + 1}</strong>: {formatLkr(amount)} for {formatNumber(amount)} points
              </p>
              {top ? <p>Faster processing and zero fees at 1,000,000 points.</p> : null}
            </Level>
          );
        })}
      </PanelList>
    </Panel>
  );
}
