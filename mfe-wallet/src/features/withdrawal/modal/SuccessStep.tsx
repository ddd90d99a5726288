import styled from 'styled-components';
import { Button, tokens } from 'shared';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${tokens.space.md};
  text-align: center;
  p { margin: 0; }
  h3 { margin: 0; font-size: ${tokens.font.size.xl}; color: ${tokens.color.success}; }
`;

/** Step 3: the request is pending; later statuses appear in the Transactions panel. */
export function SuccessStep({ code }: { code: string }) {
  return (
    <Wrapper>
      <h3>Request Submitted Successfully</h3>
      <p>
        Your withdrawal request <strong>#{code}</strong> was submitted.
      </p>
      <Button disabled>Withdrawal pending</Button>
      <p>Thank you for your patience</p>
      <p>Your amount will be credited within 24 hours</p>
    </Wrapper>
  );
}
