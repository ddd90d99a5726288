import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../paths';
import { tokens } from './tokens';

const Wrapper = styled.main`
  max-width: 640px;
  margin: 0 auto;
  padding: ${tokens.space.xxl} ${tokens.space.lg};
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.md};
`;

/** Stands in for a screen that a later release builds; names the screen so routing can be checked. */
export function PlaceholderScreen({ title, owner }: { title: string; owner: string }) {
  return (
    <Wrapper data-screen={title}>
      <h1>{title}</h1>
      <p>This screen is on its way. It will be served by the {owner} app.</p>
      <p>
        <Link to={paths.home}>Back to home</Link>
      </p>
    </Wrapper>
  );
}
