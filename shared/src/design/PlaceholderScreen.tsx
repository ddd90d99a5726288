import { Link } from 'react-router-dom';
import { paths } from '../paths';
import { PageContainer } from './layout';

/** Stands in for a screen that a later release builds; names the screen so routing can be checked. */
export function PlaceholderScreen({ title, owner }: { title: string; owner: string }) {
  return (
    <PageContainer data-screen={title}>
      <h1>{title}</h1>
      <p>This screen is on its way. It will be served by the {owner} app.</p>
      <p>
        <Link to={paths.home}>Back to home</Link>
      </p>
    </PageContainer>
  );
}
