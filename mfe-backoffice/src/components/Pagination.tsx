import styled from 'styled-components';
import { Button, tokens } from 'shared';
import { backOfficeMessages } from '../messages';

const text = backOfficeMessages.pagination;

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space.md};
  p {
    margin: 0;
  }
`;

/** Previous and Next around "Page N of M"; a button that leads nowhere is disabled. */
export function Pagination({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  return (
    <Nav aria-label={text.label}>
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
