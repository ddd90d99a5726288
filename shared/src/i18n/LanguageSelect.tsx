import styled from 'styled-components';
import { tokens } from 'contract/design-tokens';
import { scriptFontFamily } from './script-fonts';
import { setLanguage, useLanguage } from './language-store';
import { isLanguage, LANGUAGES, languageNames } from 'contract/languages';

/**
 * The control lists every script, but downloads no font for it: the page's language's script
 * font only (loaded anyway), the others in the system's fonts. Otherwise an English page would
 * fetch both script fonts (180 kB) for two option names.
 */
const Select = styled.select<{ $scriptFont: string | null }>`
  min-height: ${tokens.languageControl.height};
  max-width: ${tokens.languageControl.maxWidth};
  padding: 0 ${tokens.space.sm};
  border-radius: ${tokens.radius.md};
  border: 1px solid ${tokens.color.border};
  background: ${tokens.color.surface};
  color: ${tokens.color.text};
  font: inherit;
  font-family: ${({ $scriptFont }) => ($scriptFont ? `${$scriptFont}, ${tokens.font.systemFamily}` : tokens.font.systemFamily)};
  font-size: ${tokens.font.size.sm};
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${tokens.color.focus};
    outline-offset: 2px;
  }
`;

/**
 * The 'Language' control (ADR 034): each language by its own name, so a player finds theirs
 * whatever the page is in; the accessible name stays 'Language' in every language for the same reason.
 */
export function LanguageSelect() {
  const language = useLanguage();
  return (
    <Select
      $scriptFont={scriptFontFamily(language)}
      aria-label="Language"
      value={language}
      onChange={(event) => {
        if (isLanguage(event.target.value)) setLanguage(event.target.value);
      }}
    >
      {LANGUAGES.map((option) => (
        <option key={option} value={option} lang={option}>
          {languageNames[option]}
        </option>
      ))}
    </Select>
  );
}
