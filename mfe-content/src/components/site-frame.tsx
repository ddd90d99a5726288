import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths, productName, tokens } from 'shared';

const Bar = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space.md};
  max-width: 960px;
  margin: 0 auto;
  padding: ${tokens.space.md};
  a { color: ${tokens.color.text}; text-decoration: none; font-weight: ${tokens.font.weight.bold}; }
  a:first-child { color: ${tokens.color.primary}; font-size: ${tokens.font.size.lg}; }
  @media (min-width: ${tokens.breakpoint.tablet}) { padding: ${tokens.space.md} ${tokens.space.lg}; }
`;

const Footer = styled.footer`
  border-top: 1px solid ${tokens.color.border};
  nav {
    max-width: 960px;
    margin: 0 auto;
    padding: ${tokens.space.lg} ${tokens.space.md};
    display: flex;
    flex-wrap: wrap;
    gap: ${tokens.space.sm} ${tokens.space.lg};
    font-size: ${tokens.font.size.sm};
  }
  a { color: ${tokens.color.textMuted}; }
`;

/** The site's header: the product name, home, and where to go next (the page adds that link). */
export function SiteHeader({ children }: { children?: ReactNode }) {
  return (
    <Bar>
      <Link to={paths.home}>{productName}</Link>
      {children}
    </Bar>
  );
}

/** The site's footer: the pages every visitor may need from anywhere. */
export function SiteFooter() {
  return (
    <Footer>
      <nav aria-label="Site">
        <Link to={paths.home}>Home</Link>
        <Link to={paths.cashPrizes}>Cash prizes</Link>
        <Link to={paths.privacyPolicy}>Privacy Policy</Link>
        <Link to={paths.contact}>Contact Us</Link>
      </nav>
    </Footer>
  );
}
