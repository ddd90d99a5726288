import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { ReactNode } from 'react';
import { productName } from 'contract/brand';
import { tokens } from 'contract/design-tokens';
import type { Language } from 'contract/languages';

/** The mail palette: the site's colours on a light page, which every mail client renders legibly. */
export const mailColor = {
  page: '#f2f3f8',
  card: '#ffffff',
  text: '#1b1f3b',
  muted: '#5b6080',
  brand: tokens.color.background,
  accent: tokens.color.primary,
};

const fontFamily = tokens.font.family.replace(/'/g, '');

/**
 * The frame of every mail a player receives, in their language: the brand bar, one card no wider
 * than a phone-friendly 560 px (it shrinks with the screen), and a footer saying why the mail came.
 */
export function PlayerMail({
  language,
  preview,
  footer,
  children,
}: {
  language: Language;
  preview: string;
  footer: string;
  children: ReactNode;
}) {
  return (
    <Html lang={language}>
      <Head>
        <meta name="color-scheme" content="light" />
      </Head>
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: mailColor.page, margin: 0, padding: '24px 12px', fontFamily }}>
        <Container style={{ maxWidth: '560px', width: '100%' }}>
          <Section style={{ backgroundColor: mailColor.brand, borderRadius: '12px 12px 0 0', padding: '18px 24px' }}>
            <Text style={{ color: mailColor.accent, fontSize: '22px', fontWeight: 700, margin: 0 }}>{productName}</Text>
          </Section>
          <Section
            style={{ backgroundColor: mailColor.card, borderRadius: '0 0 12px 12px', padding: '8px 24px 24px', color: mailColor.text }}
          >
            {children}
          </Section>
          <Hr style={{ borderColor: 'transparent', margin: '8px 0' }} />
          <Text style={{ color: mailColor.muted, fontSize: '12px', lineHeight: '18px', margin: 0, textAlign: 'center' }}>{footer}</Text>
        </Container>
      </Body>
    </Html>
  );
}

/** A paragraph of the card. */
export function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={{ fontSize: '16px', lineHeight: '24px', margin: '16px 0 0' }}>{children}</Text>;
}
