import styled from 'styled-components';
import { tokens } from 'shared';
import { LoadedRead } from '../../components/ui';
import { useMessages } from '../../i18n';
import { usePlayLimits } from './api/play-limits';
import { BreakPanel } from './BreakPanel';
import { DailyLimitPanel, RealityCheckPanel, TodayPanel } from './LimitPanels';

const Intro = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.xs};
  h2 {
    margin: 0;
    font-size: ${tokens.font.size.lg};
  }
  p {
    margin: 0;
  }
`;

/** /account/limits: responsible play (issue 39, ADR 061), one panel each, read once. */
export default function PlayLimitsScreen() {
  const t = useMessages();
  const limits = usePlayLimits();
  return (
    <>
      <Intro aria-labelledby="limits-heading">
        <h2 id="limits-heading">{t('limits.heading')}</h2>
        <p>{t('limits.intro')}</p>
      </Intro>
      <LoadedRead read={limits} loadingText={t('limits.loading')}>
        {(current) => (
          <>
            <TodayPanel limits={current} />
            <DailyLimitPanel limits={current} />
            <RealityCheckPanel limits={current} />
            <BreakPanel limits={current} />
          </>
        )}
      </LoadedRead>
    </>
  );
}
