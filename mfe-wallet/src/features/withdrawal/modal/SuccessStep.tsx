import styled from 'styled-components';
import { Button, tokens, withElements } from 'shared';
import { useMessages } from './i18n';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${tokens.space.md};
  text-align: center;
  p {
    margin: 0;
  }
  h3 {
    margin: 0;
    font-size: ${tokens.font.size.xl};
    color: ${tokens.color.success};
  }
`;

/** Step 3: the request is pending; later statuses appear in the Transactions panel. */
export function SuccessStep({ code }: { code: string }) {
  const t = useMessages();
  return (
    <Wrapper>
      <h3>{t('success.title')}</h3>
      <p>{withElements((values) => t('success.requestSubmitted', values), { code: <strong>#{code}</strong> })}</p>
      <Button disabled>{t('success.pending')}</Button>
      <p>{t('success.thanks')}</p>
      <p>{t('success.credited')}</p>
    </Wrapper>
  );
}
