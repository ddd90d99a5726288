import styled from 'styled-components';
import { tokens } from 'shared';
import { formatLkr, withdrawalTiers } from '../tiers';
import { Panel } from './Panel';

const Levels = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.sm};
`;

const Level = styled.li<{ $top: boolean }>`
  padding: ${tokens.space.sm} ${tokens.space.md};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.surfaceRaised};
  border: 1px solid ${({ $top }) => ($top ? tokens.color.primary : 'transparent')};
  p { margin: 0; }
`;

const coins = new Intl.NumberFormat('en-US');

/** The three tiers of spec §9, the top one with its promise. */
export function LevelsPanel() {
  return (
    <Panel aria-labelledby="levels-title">
      <h2 id="levels-title">Transactions Levels</h2>
      <Levels>
        {withdrawalTiers.map((tier) => (
          <Level key={tier.level} $top={tier.level === 3}>
            <p>
              <strong>Level {tier.level}</strong>: {formatLkr(tier.amount)} for {coins.format(tier.amount)} points
            </p>
            {tier.level === 3 ? <p>Faster processing and zero fees at 1,000,000 points.</p> : null}
          </Level>
        ))}
      </Levels>
    </Panel>
  );
}
