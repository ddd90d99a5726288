import styled from 'styled-components';
import { Button } from 'shared';
import { backOfficeMessages } from '../messages';
import { Cluster } from './PageSection';

const text = backOfficeMessages.pagination;

const Nav = styled(Cluster)`
  p {
    margin: 0;
  }
`;

/** Previous and Next around "Page N of M"; a button that leads nowhere is disabled. */
export function Pagination({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  return (
    <Nav as="nav" aria-label={text.label}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {text.previous}
      </Button>
      <p>{text.pageOf(page, pages)}</p>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {text.next}
      </Button>
    </Nav>
  );
}
