import type { ReactNode } from 'react';
import styled from 'styled-components';
import { TrophyIllustration } from './Illustration';
import { tokens } from 'contract/design-tokens';

const Page = styled.main`
  min-height: 100vh;
  display: grid;
  grid-template-columns: 1fr;
  @media (min-width: ${tokens.breakpoint.desktop}) {
    grid-template-columns: minmax(320px, 5fr) 7fr;
  }
`;

const Panel = styled.aside`
  padding: ${tokens.space.lg} ${tokens.space.md};
  background: radial-gradient(circle at 20% 10%, #3b2f8f 0%, ${tokens.color.surface} 60%);
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: ${tokens.space.md};
  @media (min-width: ${tokens.breakpoint.desktop}) {
    padding: ${tokens.space.xxl};
  }
`;

const PanelTitle = styled.p`
  margin: 0;
  font-size: ${tokens.font.size.xl};
  font-weight: ${tokens.font.weight.bold};
  line-height: 1.2;
`;

const Content = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${tokens.space.lg} ${tokens.space.md} ${tokens.space.xl};
`;

const Card = styled.div`
  width: 100%;
  max-width: 440px;
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.lg};
`;

const IllustrationSlot = styled.div`
  display: none;
  @media (min-width: ${tokens.breakpoint.desktop}) {
    display: block;
    margin-top: ${tokens.space.lg};
  }
`;

/** The side-panel layout the auth and onboarding screens share: a branded panel beside the form. */
export function SidePanelLayout({ panelTitle, panel, children }: { panelTitle: string; panel?: ReactNode; children: ReactNode }) {
  return (
    <Page>
      <Panel>
        <PanelTitle>{panelTitle}</PanelTitle>
        {panel}
        <IllustrationSlot>
          <TrophyIllustration />
        </IllustrationSlot>
      </Panel>
      <Content>
        <Card>{children}</Card>
      </Content>
    </Page>
  );
}

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.md};
`;

export const Heading = styled.h1`
  margin: 0;
  font-size: ${tokens.font.size.xl};
`;

export const Muted = styled.p`
  margin: 0;
  color: ${tokens.color.textMuted};
`;

export const LinkRow = styled.p`
  margin: 0;
  display: flex;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${tokens.space.sm};
  font-size: ${tokens.font.size.sm};
`;

/** A centred, readable column for simple pages. */
export const PageContainer = styled.main`
  max-width: 960px;
  margin: 0 auto;
  padding: ${tokens.space.xl} ${tokens.space.md};
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.md};
  & > * {
    margin: 0;
  }
  @media (min-width: ${tokens.breakpoint.tablet}) {
    padding: ${tokens.space.xxl} ${tokens.space.lg};
  }
`;

/** Content centred in the viewport: loading, errors, not found. */
export const CenteredMessage = styled.main`
  min-height: 70vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${tokens.space.md};
  padding: ${tokens.space.xl} ${tokens.space.md};
  text-align: center;
  & > * {
    margin: 0;
  }
`;
