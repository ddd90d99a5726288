import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths, tokens } from 'shared';

const Wrapper = styled.main`
  min-height: 80vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${tokens.space.md};
  padding: ${tokens.space.xl} ${tokens.space.md};
  text-align: center;
`;

export function NotFound() {
  return (
    <Wrapper>
      <h1>Page not found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <Link to={paths.home}>Take me home</Link>
    </Wrapper>
  );
}
