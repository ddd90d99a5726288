import { Link } from 'react-router-dom';
import { CenteredMessage, paths } from 'shared';

export function NotFound() {
  return (
    <CenteredMessage>
      <h1>Page not found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <Link to={paths.home}>Take me home</Link>
    </CenteredMessage>
  );
}
